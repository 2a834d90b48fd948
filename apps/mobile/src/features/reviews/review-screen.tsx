import { formatDay, formatDayTime, REVIEW_COPY } from "@utsav/domain/shopper";
import type { BookingReview, MyReview } from "@utsav/domain";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { AccessibilityInfo, Platform, RefreshControl, StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { QueryView } from "../../shared/ui/query-view";
import { ReviewPhotos, ReviewStars, VendorAnswer, VerifiedBookingLine } from "../../shared/ui/review-parts";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { bookingReviewKey, useBookingReview } from "./api/booking-review";
import { ReviewForm } from "./review-form";

function Card({ children }: { children: ReactNode }) {
  return <View style={styles.card}>{children}</View>;
}

/** Whether the shopper may still change the review: the server says until when, and that moment has not passed. */
const stillEditable = (review: MyReview) => review.editableUntil !== null && new Date(review.editableUntil) > new Date();

/** The shopper's review as it shows, with what operators and the vendor made of it. */
function MyReviewView({ review, vendorName, onEdit }: { review: MyReview; vendorName: string; onEdit: () => void }) {
  return (
    <Card>
      <Text accessibilityRole="header" style={styles.heading}>
        {REVIEW_COPY.yourReview}
      </Text>
      {review.hiddenReason ? <Text style={styles.hidden}>{REVIEW_COPY.hiddenByOperators(review.hiddenReason)}</Text> : null}
      <ReviewStars rating={review.rating} />
      <Text style={styles.text}>{review.comment}</Text>
      <ReviewPhotos photos={review.photos} />
      <VendorAnswer vendorName={vendorName} answer={review.answer} />
      {review.editableUntil && stillEditable(review) ? (
        <>
          <Text style={styles.meta}>{REVIEW_COPY.editableUntil(formatDayTime(review.editableUntil))}</Text>
          <Button label={REVIEW_COPY.editReview} variant="secondary" onPress={onEdit} />
        </>
      ) : null}
    </Card>
  );
}

/** What the screen shows of a booking's review: the form, the review (or its form while it is changed), or why not. */
function BookingReviewView({ data, onSaved }: { data: BookingReview; onSaved: (saved: BookingReview) => void }) {
  const [editing, setEditing] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const mine = data.review;
  const saved = (next: BookingReview) => {
    const message = mine ? REVIEW_COPY.updated : REVIEW_COPY.posted;
    setEditing(false);
    setThanks(message);
    onSaved(next);
    // Android reads the live region; iOS has none, so the thanks is announced.
    if (Platform.OS === "ios") AccessibilityInfo.announceForAccessibilityWithOptions(message, { queue: true });
  };
  return (
    <>
      <View style={styles.hero}>
        <Text accessibilityRole="header" style={styles.title}>
          {data.offeringName}
        </Text>
        <Text style={styles.text}>{data.vendorName}</Text>
        <VerifiedBookingLine eventMonth={data.eventMonth} />
      </View>
      {thanks ? (
        <Text accessibilityLiveRegion="polite" style={styles.thanks}>
          {thanks}
        </Text>
      ) : null}
      {mine && !editing ? <MyReviewView review={mine} vendorName={data.vendorName} onEdit={() => setEditing(true)} /> : null}
      {mine && editing ? (
        <Card>
          <Text accessibilityRole="header" style={styles.heading}>
            {REVIEW_COPY.editReview}
          </Text>
          <ReviewForm bookingId={data.bookingId} initial={mine} onSaved={saved} onCancel={() => setEditing(false)} />
        </Card>
      ) : null}
      {!mine && data.canWrite ? (
        <Card>
          <Text accessibilityRole="header" style={styles.heading}>
            {REVIEW_COPY.formTitle}
          </Text>
          <Text style={styles.meta}>{REVIEW_COPY.formLead}</Text>
          {data.writeBy ? <Text style={styles.meta}>{REVIEW_COPY.writeBy(formatDay(data.writeBy))}</Text> : null}
          <ReviewForm bookingId={data.bookingId} initial={null} onSaved={saved} />
        </Card>
      ) : null}
      {!mine && !data.canWrite && data.refusal ? (
        <View style={styles.notice}>
          <Text style={styles.noticeText}>{data.refusal}</Text>
        </View>
      ) : null}
    </>
  );
}

interface ReviewScreenProps {
  bookingId: string;
  signedIn: boolean;
  /** After the review was written or changed: what else shows it (My bookings' invite) is read again. */
  onSaved: () => void;
}

/**
 * A completed booking's review (docs/decisions/0060), at the web's address: the booking and how the review will show
 * ("Verified booking · Event in …"), then the form while one may be written, the review with its answer (and Edit while
 * it may change), or why none can be written. Another's booking, or none, is the API's 404 with its message.
 */
export function ReviewScreen({ bookingId, signedIn, onSaved }: ReviewScreenProps) {
  const query = useBookingReview(bookingId, signedIn);
  const queryClient = useQueryClient();
  return (
    <KeyboardAwareScroll
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <QueryView query={query}>
        {(data) => (
          <BookingReviewView
            data={data}
            onSaved={(saved) => {
              queryClient.setQueryData(bookingReviewKey(bookingId), saved);
              onSaved();
            }}
          />
        )}
      </QueryView>
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  hero: { gap: space.xs },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  card: {
    padding: space.md,
    gap: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  thanks: { fontSize: font.body, fontWeight: "600", color: colors.verified },
  hidden: { fontSize: font.body, color: colors.error },
  notice: { padding: space.md, borderRadius: radius.sm, backgroundColor: colors.notice },
  noticeText: { fontSize: font.body, color: colors.text },
});
