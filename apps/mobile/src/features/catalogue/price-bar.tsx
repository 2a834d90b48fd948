import { priceSubtitle, priceTextWithoutFrom } from "@utsav/domain/shopper";
import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useSafeAreaInsets } from "react-native-safe-area-context";
import { colors, font, space } from "../../shared/ui/theme";

interface PriceBarProps {
  priceLabel: string;
  action: ReactNode;
  /** A line under the price, such as "Book at least 4 days ahead" (docs/decisions/0022). */
  note?: string | null;
}

/** The bar pinned under the offering: 'From', the price with 'From ' removed, and one action (application §2). */
export function PriceBar({ priceLabel, action, note = null }: PriceBarProps) {
  const insets = useSafeAreaInsets();
  const price = `${priceSubtitle()} ${priceTextWithoutFrom(priceLabel)}`;
  return (
    <View style={[styles.bar, { paddingBottom: space.md + insets.bottom }]}>
      <View style={styles.price} accessible accessibilityLabel={note ? `${price}. ${note}` : price}>
        <Text style={styles.subtitle}>{priceSubtitle()}</Text>
        <Text style={styles.amount}>{priceTextWithoutFrom(priceLabel)}</Text>
        {note ? <Text style={styles.note}>{note}</Text> : null}
      </View>
      <View style={styles.action}>{action}</View>
    </View>
  );
}

const styles = StyleSheet.create({
  bar: {
    flexDirection: "row",
    alignItems: "center",
    gap: space.md,
    paddingHorizontal: space.lg,
    paddingTop: space.md,
    backgroundColor: colors.surface,
    borderTopWidth: 1,
    borderTopColor: colors.border,
  },
  price: { flex: 1 },
  subtitle: { fontSize: font.small, color: colors.muted },
  amount: { fontSize: font.title, fontWeight: "800", color: colors.text },
  note: { fontSize: font.small, color: colors.text },
  action: { flex: 1 },
});
