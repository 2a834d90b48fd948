import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "./theme";

/**
 * The verified badge, as on the web: Utsav's team checked this vendor's identity documents before it went live
 * (docs/decisions/0020). A control that holds it names it in its own accessibility label (vendorWithBadge).
 */
export function VerifiedBadge() {
  return (
    <View style={styles.badge}>
      <Text style={styles.text} importantForAccessibility="no" accessibilityElementsHidden>
        ✓
      </Text>
      <Text style={styles.text}>{COPY.verified}</Text>
    </View>
  );
}

/** What a control with the badge says of its vendor: "Deepam Gifts & Decor, Verified". */
export const vendorWithBadge = (vendorName: string, verified: boolean) => (verified ? `${vendorName}, ${COPY.verified}` : vendorName);

const styles = StyleSheet.create({
  badge: {
    flexDirection: "row",
    alignSelf: "flex-start",
    gap: space.xs,
    paddingHorizontal: 6,
    borderRadius: radius.pill,
    backgroundColor: colors.verifiedSurface,
  },
  text: { color: colors.verified, fontSize: font.small, fontWeight: "700" },
});
