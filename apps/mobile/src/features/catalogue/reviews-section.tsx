import { COPY, copyFor, DISPLAY, ratingText } from "@utsav/domain/shopper";
import type { Review } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space } from "../../shared/ui/theme";
import { ReviewCard } from "./review-card";

interface ReviewsSectionProps {
  reviews: Review[];
  /** The vendor's rating and count of reviews: the reviews are the vendor's, not one offering's (docs/decisions/0025). */
  rating: number | null;
  reviewsCount: number | null;
}

/** The vendor's reviews with its rating badge: 3 on a phone, then View More opens them all (application §2). */
export function ReviewsSection({ reviews, rating, reviewsCount }: ReviewsSectionProps) {
  const [allOpen, setAllOpen] = useState(false);
  if (reviews.length === 0 && !rating) return null;
  const count = reviewsCount ? copyFor.basedOnReviews(reviewsCount) : COPY.noReviews;
  const shown = reviews.slice(0, DISPLAY.reviewsMobile);
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {COPY.reviews}
      </Text>
      <View style={styles.badge} accessible accessibilityLabel={`${copyFor.ratedOutOf5(ratingText(rating))}. ${count}`}>
        <Text style={styles.badgeRating}>{ratingText(rating)} ★</Text>
        <Text style={styles.count}>{count}</Text>
      </View>
      {shown.map((review) => (
        <ReviewCard key={review.id} review={review} clamp onReadMore={() => setAllOpen(true)} />
      ))}
      {reviews.length > shown.length ? <Button label={COPY.viewMore} variant="secondary" onPress={() => setAllOpen(true)} /> : null}
      <Sheet open={allOpen} onClose={() => setAllOpen(false)} title={copyFor.reviewsCount(reviews.length)} size="full">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} clamp={false} />
        ))}
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.md },
  heading: { fontSize: font.title, fontWeight: "700", color: colors.text },
  badge: { flexDirection: "row", alignItems: "center", gap: space.md },
  badgeRating: { fontSize: font.large, fontWeight: "800", color: colors.text },
  count: { fontSize: font.small, color: colors.muted },
});
