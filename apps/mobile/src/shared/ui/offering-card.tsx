import { useRouter } from "expo-router";
import { priceTextWithoutFrom } from "@utsav/domain/client";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { Pressable, StyleSheet, Text, View } from "react-native";
import type { DimensionValue } from "react-native";
import { pathOfNavRef } from "../../navigation/paths";
import { RemoteImage } from "./remote-image";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";
import { VerifiedBadge, vendorWithBadge } from "./verified-badge";

/** An offering in a row or a grid: picture, title, vendor with its verified badge, and price; opens the offering. */
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
  // spec: application §2 "texts 'Starting at'" on the home rows; never "Starting at From ₹1,350".
  const price = priceCaption ? priceTextWithoutFrom(offering.priceLabel) : offering.priceLabel;
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={`${offering.title}, ${vendorWithBadge(offering.vendorName, offering.vendorVerified)}, ${priceCaption ? `${priceCaption} ` : ""}${price}${note ? `, ${note}` : ""}`}
      onPress={() => router.push(pathOfNavRef(offering.navRef))}
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
        {priceCaption ? <Text style={styles.vendor}>{priceCaption}</Text> : null}
        <Text style={styles.price}>{price}</Text>
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
  price: { fontSize: font.body, fontWeight: "700", color: colors.text },
  note: { fontSize: font.small, fontStyle: "italic", color: colors.muted },
});
