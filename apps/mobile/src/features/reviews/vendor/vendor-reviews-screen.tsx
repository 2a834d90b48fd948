import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "expo-router";
import { BRIEF_COPY, COPY, formatDay, ratingText, REVIEW_COPY } from "@utsav/domain/shopper";
import { VENDOR_DASHBOARD_TEXT } from "@utsav/domain/vendor-app";
import type { ReceivedReview } from "@utsav/domain";
import { useState } from "react";
import { AccessibilityInfo, FlatList, Platform, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { Button } from "../../../shared/ui/button";
import { QueryView } from "../../../shared/ui/query-view";
import { ReviewPhotos, ReviewStars, VendorAnswer, VerifiedBookingLine } from "../../../shared/ui/review-parts";
import { colors, font, radius, space } from "../../../shared/ui/theme";
import { keepActedReview, useBusiness, useReceivedReviews } from "./api/vendor-reviews";
import { ReviewActSheet } from "./review-act-sheet";
import type { ReviewActKind } from "./review-act-sheet";

interface ReviewItemProps {
  review: ReceivedReview;
  businessName: string;
  onAct: (review: ReceivedReview, kind: ReviewActKind) => void;
}

/**
 * A review as shoppers read it (stars, "Verified booking · Event in …", the text, the photos, who wrote it and when,
 * the answer), the booking it came from, then what only its vendor sees: its report, its hiding, and the acts left.
 */
function ReviewItem({ review, businessName, onAct }: ReviewItemProps) {
  const router = useRouter();
  const bookingId = review.bookingId;
  return (
    <View style={styles.review}>
      <ReviewStars rating={review.rating} />
      <VerifiedBookingLine eventMonth={review.eventMonth} />
      <Text style={styles.text}>{review.comment}</Text>
      <ReviewPhotos photos={review.photos} />
      <Text style={styles.meta}>{[review.userName, review.offeringName, formatDay(review.createdAt)].filter(Boolean).join(" · ")}</Text>
      {bookingId ? (
        <Button label={BRIEF_COPY.viewBooking} role="link" variant="text" onPress={() => router.push(paths.vendorBooking(bookingId))} />
      ) : null}
      <VendorAnswer vendorName={businessName} answer={review.answer} />
      {review.reportedAt ? <Text style={styles.note}>{REVIEW_COPY.reportedOn(formatDay(review.reportedAt))}</Text> : null}
      {review.hiddenReason ? <Text style={styles.note}>{REVIEW_COPY.hiddenNote(review.hiddenReason)}</Text> : null}
      {review.answer && review.reportedAt ? null : (
        <View style={styles.actions}>
          {review.answer ? null : (
            <Button
              label={REVIEW_COPY.answer}
              accessibilityLabel={REVIEW_COPY.answerTitle(review.userName)}
              onPress={() => onAct(review, "answer")}
            />
          )}
          {review.reportedAt ? null : (
            <Button
              label={REVIEW_COPY.report}
              accessibilityLabel={REVIEW_COPY.reportTitle(review.userName)}
              variant="secondary"
              onPress={() => onAct(review, "report")}
            />
          )}
        </View>
      )}
    </View>
  );
}

/**
 * Reviews (docs/decisions/0060, 0071), at the web's address /vendor/reviews: the vendor's rating as shoppers see it
 * and its store page, then what shoppers wrote after their bookings, newest first, page by page, each with its answer
 * once given, or Answer (once, in public) and Report, each asked first in a sheet; pulled down, read again.
 */
export function VendorReviewsScreen() {
  const router = useRouter();
  const query = useReceivedReviews();
  const business = useBusiness();
  const queryClient = useQueryClient();
  const [act, setAct] = useState<{ review: ReceivedReview; kind: ReviewActKind } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const storeSlug = business.storeSlug;
  return (
    <QueryView query={query}>
      {(data) => {
        const first = data.pages[0];
        return (
          <>
            <FlatList
              data={data.pages.flatMap((page) => page.reviews)}
              keyExtractor={(review) => review.id}
              renderItem={({ item }) => (
                <ReviewItem review={item} businessName={business.name} onAct={(review, kind) => setAct({ review, kind })} />
              )}
              contentContainerStyle={styles.list}
              refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
              ListHeaderComponent={
                <View style={styles.header}>
                  <Text accessibilityRole="header" style={styles.heading}>
                    {REVIEW_COPY.vendorTitle}
                  </Text>
                  <Text style={styles.lead}>{REVIEW_COPY.vendorLead}</Text>
                  {storeSlug ? (
                    <Button
                      label={VENDOR_DASHBOARD_TEXT.viewStore}
                      role="link"
                      variant="secondary"
                      onPress={() => router.push(paths.store(storeSlug))}
                    />
                  ) : null}
                  <Text accessibilityRole="header" style={styles.subheading}>
                    {REVIEW_COPY.yourRating}
                  </Text>
                  <Text style={styles.figure}>
                    {first && first.reviewsCount > 0
                      ? REVIEW_COPY.cardRating(ratingText(first.rating), first.reviewsCount)
                      : REVIEW_COPY.noReviewsYet}
                  </Text>
                  {notice ? (
                    <Text accessibilityLiveRegion="polite" accessibilityRole="alert" style={styles.notice}>
                      {notice}
                    </Text>
                  ) : null}
                </View>
              }
              ListEmptyComponent={<Text style={styles.empty}>{REVIEW_COPY.vendorEmpty}</Text>}
              ListFooterComponent={
                query.hasNextPage ? (
                  <Button
                    label={COPY.loadMore}
                    variant="secondary"
                    loading={query.isFetchingNextPage}
                    onPress={() => void query.fetchNextPage()}
                  />
                ) : null
              }
            />
            <ReviewActSheet
              act={act}
              onClose={() => setAct(null)}
              onDone={(review, message) => {
                keepActedReview(queryClient, review);
                setAct(null);
                setNotice(message);
                // The notice sits at the list's top, perhaps scrolled away: said aloud (Android reads the live region).
                if (Platform.OS === "ios") AccessibilityInfo.announceForAccessibilityWithOptions(message, { queue: true });
              }}
              // Refused (answered or reported meanwhile, from the website or a teammate): the list is read again, as the web's.
              onRefused={() => void query.refetch()}
            />
          </>
        );
      }}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.md },
  header: { gap: space.sm },
  heading: { fontSize: font.title, fontWeight: "800", color: colors.text },
  subheading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  lead: { fontSize: font.body, color: colors.muted },
  figure: { fontSize: font.body, fontWeight: "600", color: colors.text },
  notice: { padding: space.sm, borderRadius: radius.md, backgroundColor: colors.verifiedSurface, color: colors.verified },
  empty: { fontSize: font.body, color: colors.text, textAlign: "center", paddingVertical: space.xl },
  review: {
    padding: space.md,
    gap: space.xs,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  note: { fontSize: font.small, fontStyle: "italic", color: colors.muted },
  actions: { flexDirection: "row", flexWrap: "wrap", gap: space.sm, marginTop: space.xs },
});
