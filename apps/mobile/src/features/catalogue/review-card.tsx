import { COPY, copyFor, DISPLAY, REVIEW_COPY } from "@utsav/domain/shopper";
import type { Review } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { ReviewPhotos, ReviewStars, VendorAnswer, VerifiedBookingLine } from "../../shared/ui/review-parts";
import { colors, font, radius, space } from "../../shared/ui/theme";

/** Where a review comes from (docs/decisions/0060): a booking here, with the event's month, or the catalogue's import. */
function Provenance({ review }: { review: Review }) {
  if (review.source === "booking") return <VerifiedBookingLine eventMonth={review.eventMonth} />;
  return (
    <Text accessible accessibilityHint={REVIEW_COPY.importedHint} style={styles.imported}>
      {REVIEW_COPY.imported}
    </Text>
  );
}

interface ReviewCardProps {
  review: Review;
  /** On the screen the comment is clamped to 3 lines, and Read More opens every review in the sheet. */
  clamp: boolean;
  onReadMore?: () => void;
}

/** One review as shoppers read it: stars, where it comes from, the comment, its photos, who wrote it and the vendor's answer. */
export function ReviewCard({ review, clamp, onReadMore }: ReviewCardProps) {
  const [clamped, setClamped] = useState(false);
  return (
    <View style={styles.review}>
      <ReviewStars rating={review.rating} />
      <Provenance review={review} />
      <Text
        style={styles.comment}
        numberOfLines={clamp ? DISPLAY.reviewCommentLines : undefined}
        onTextLayout={clamp ? (event) => setClamped(event.nativeEvent.lines.length > DISPLAY.reviewCommentLines) : undefined}
      >
        {review.comment}
      </Text>
      {clamp && clamped && onReadMore ? (
        <Button
          label={COPY.readMore}
          accessibilityLabel={copyFor.readMoreOf(review.userName)}
          variant="text"
          onPress={onReadMore}
          style={styles.readMore}
        />
      ) : null}
      <ReviewPhotos photos={review.photos ?? []} />
      <Text style={styles.author}>
        {review.userName} · {review.userTitle}
      </Text>
      <VendorAnswer vendorName={review.vendorName} answer={review.answer} />
    </View>
  );
}

const styles = StyleSheet.create({
  review: {
    gap: space.xs,
    padding: space.md,
    borderRadius: radius.md,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  imported: { fontSize: font.small, color: colors.muted },
  comment: { fontSize: font.body, color: colors.text },
  readMore: { alignSelf: "flex-start", paddingHorizontal: 0 },
  author: { fontSize: font.small, color: colors.muted },
});
