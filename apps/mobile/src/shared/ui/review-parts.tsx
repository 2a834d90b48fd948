import { copyFor, formatDay, REVIEW_COPY, verifiedBookingLine } from "@utsav/domain/shopper";
import type { ReviewAnswer, ReviewPhoto } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { RemoteImage } from "./remote-image";
import { colors, font, radius, space } from "./theme";

// The parts of a review that the offering and store screens (catalogue) and the shopper's own review (reviews) show
// alike (docs/decisions/0060).

/** The stars' gold, as the reviews have always shown them. */
export const STAR_COLOUR = "#F5A623";

/** Whole stars, read as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Text accessibilityLabel={copyFor.ratedOutOf5(String(rating))} style={styles.stars}>
      {"★".repeat(whole) + "☆".repeat(5 - whole)}
    </Text>
  );
}

/** "Verified booking · Event in November 2026": a review written after a booking here, and when the event was. */
export function VerifiedBookingLine({ eventMonth }: { eventMonth: string | null | undefined }) {
  const line = verifiedBookingLine(eventMonth);
  return (
    <Text accessibilityLabel={line} style={styles.verified}>
      ✓ {line}
    </Text>
  );
}

/** A review's photos as small thumbnails, each named for a screen reader. */
export function ReviewPhotos({ photos }: { photos: readonly ReviewPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <View style={styles.photos}>
      {photos.map((photo) => (
        <RemoteImage key={photo.url} path={photo.url} alt={photo.alt} style={styles.thumbnail} />
      ))}
    </View>
  );
}

/** The vendor's one public answer, under the review it answers. */
export function VendorAnswer({ vendorName, answer }: { vendorName: string; answer: ReviewAnswer | null | undefined }) {
  if (!answer) return null;
  return (
    <View style={styles.answer}>
      <Text accessibilityRole="header" style={styles.answerTitle}>
        {REVIEW_COPY.vendorAnswer(vendorName)}
      </Text>
      <Text style={styles.answerText}>{answer.text}</Text>
      <Text style={styles.meta}>{REVIEW_COPY.answeredOn(formatDay(answer.date))}</Text>
    </View>
  );
}

export const reviewStyles = StyleSheet.create({
  thumbnail: { width: 72, height: 72, borderRadius: radius.sm },
});

const styles = StyleSheet.create({
  stars: { color: STAR_COLOUR, fontSize: font.body },
  verified: { fontSize: font.small, fontWeight: "600", color: colors.verified },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  thumbnail: reviewStyles.thumbnail,
  answer: {
    gap: space.xs,
    marginTop: space.xs,
    padding: space.sm,
    borderLeftWidth: 3,
    borderLeftColor: colors.primary,
    borderRadius: radius.sm,
    backgroundColor: colors.background,
  },
  answerTitle: { fontSize: font.small, fontWeight: "700", color: colors.text },
  answerText: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
});
