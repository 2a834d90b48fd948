import { useRouter } from "expo-router";
import { priceTextWithoutFrom, ratingText, REVIEW_COPY, unservedLine } from "@utsav/domain/shopper";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { Pressable, StyleSheet, Text, View } from "react-native";
import type { DimensionValue } from "react-native";
import { pathOfNavRef } from "../../navigation/paths";
import { useMyLocality } from "../lib/my-locality";
import { RemoteImage } from "./remote-image";
import { useLeaveSheet } from "./sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";
import { VerifiedBadge, vendorWithBadge } from "./verified-badge";

/**
 * An offering in a row or a grid: picture, title, vendor with its verified badge, its rating where it has reviews
 * ("★ 4.8 (8 reviews)", the figures its page and the lists' order read: docs/decisions/0060), and price, with
 * "Doesn't serve {locality}" when its vendor does not serve the shopper's locality (0069); opens the offering, closing
 * the sheet it is in first.
 */
interface OfferingCardProps {
  offering: OfferingCardData;
  width?: DimensionValue;
  /** A line above the price, e.g. the home rows' 'Starting at', which says what a 'From' would: the price drops it. */
  priceCaption?: string;
  /** A quiet line under the price, e.g. "Not free on your date" (docs/decisions/0058); read last. */
  note?: string | null;
}

export function OfferingCard({ offering, width, priceCaption, note = null }: OfferingCardProps) {
  const router = useRouter();
  const leaveSheet = useLeaveSheet();
  const myLocality = useMyLocality();
  const unserved = myLocality.name && myLocality.unserved?.has(offering.id) ? unservedLine(myLocality.name) : null;
  // spec: application §2 "texts 'Starting at'" on the home rows; never "Starting at From ₹1,350".
  const price = priceCaption ? priceTextWithoutFrom(offering.priceLabel) : offering.priceLabel;
  const reviewsCount = offering.reviewsCount ?? 0;
  const rating = reviewsCount > 0 ? ratingText(offering.rating) : null;
  const label = [
    offering.title,
    vendorWithBadge(offering.vendorName, offering.vendorVerified),
    rating ? REVIEW_COPY.cardRatingLabel(rating, reviewsCount) : null,
    `${priceCaption ? `${priceCaption} ` : ""}${price}`,
    unserved,
    note,
  ];
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={label.filter(Boolean).join(", ")}
      onPress={() => {
        // A card in a sheet (the vendor's, View More's) closes it before the offering opens.
        leaveSheet();
        router.push(pathOfNavRef(offering.navRef));
      }}
      style={({ pressed }) => [styles.card, width !== undefined && { width }, pressed && styles.pressed]}
    >
      <RemoteImage path={offering.image.url} alt="" style={styles.image} />
      <View style={styles.body}>
        <Text style={styles.title} numberOfLines={2}>
          {offering.title}
        </Text>
        <Text style={styles.vendor} numberOfLines={1}>
          {offering.vendorName}
        </Text>
        {offering.vendorVerified ? <VerifiedBadge /> : null}
        {rating ? <Text style={styles.rating}>★ {REVIEW_COPY.cardRating(rating, reviewsCount)}</Text> : null}
        {priceCaption ? <Text style={styles.vendor}>{priceCaption}</Text> : null}
        <Text style={styles.price}>{price}</Text>
        {unserved ? <Text style={styles.note}>{unserved}</Text> : null}
        {note ? <Text style={styles.note}>{note}</Text> : null}
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  card: {
    minHeight: TOUCH_TARGET,
    backgroundColor: colors.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    overflow: "hidden",
  },
  pressed: { opacity: 0.85 },
  image: { width: "100%", aspectRatio: 1 },
  body: { padding: space.sm, gap: 2 },
  title: { fontSize: font.body, fontWeight: "600", color: colors.text },
  vendor: { fontSize: font.small, color: colors.muted },
  rating: { fontSize: font.small, fontWeight: "600", color: colors.text },
  price: { fontSize: font.body, fontWeight: "700", color: colors.text },
  note: { fontSize: font.small, fontStyle: "italic", color: colors.muted },
});
