import { formatDay, money, TRANSFER_STATUS_LABELS } from "@utsav/domain/shopper";
import { PAYOUT_COPY } from "@utsav/domain/vendor-app";
import type { VendorPaymentRow, VendorPaymentTotals } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../../shared/ui/theme";

/** The vendor's shares in total, as the web's tiles: held until events are completed, released, refunded. */
export function PaymentTotals({ totals }: { totals: VendorPaymentTotals }) {
  const tiles = [
    { label: PAYOUT_COPY.held, hint: PAYOUT_COPY.heldHint, paise: totals.heldPaise },
    { label: PAYOUT_COPY.released, hint: PAYOUT_COPY.releasedHint, paise: totals.releasedPaise },
    { label: PAYOUT_COPY.refunded, hint: PAYOUT_COPY.refundedHint, paise: totals.refundedPaise },
  ];
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {PAYOUT_COPY.totalsTitle}
      </Text>
      <View style={styles.tiles}>
        {tiles.map((tile) => (
          <View key={tile.label} style={styles.tile} accessible accessibilityLabel={`${tile.label}: ${money(tile.paise)}, ${tile.hint}`}>
            <Text style={styles.label}>{tile.label}</Text>
            <Text style={styles.amount}>{money(tile.paise)}</Text>
            <Text style={styles.hint}>{tile.hint}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/**
 * One booking's advance, the web table's row as a card: the booking, what the shopper paid, our fee, the vendor's
 * share, what refunds gave back, where the share is and when it was released; read by a screen reader as one line.
 */
export function PaymentRow({ row }: { row: VendorPaymentRow }) {
  const lines: [string, string][] = [
    [PAYOUT_COPY.advance, money(row.advancePaise)],
    [PAYOUT_COPY.fee, `${money(row.feePaise)} (${PAYOUT_COPY.feeLine(row.commissionPercent)})`],
    [PAYOUT_COPY.share, money(row.sharePaise)],
    [PAYOUT_COPY.refundedColumn, money(row.refundedPaise)],
    [PAYOUT_COPY.transferStatus, TRANSFER_STATUS_LABELS[row.status]],
    [PAYOUT_COPY.releasedOn, row.releasedAt ? formatDay(row.releasedAt) : PAYOUT_COPY.notReleased],
  ];
  const booking = [row.reference, row.offeringName, row.eventDate ? formatDay(row.eventDate) : null].filter(Boolean).join(", ");
  const label = [`${PAYOUT_COPY.booking} ${booking}`, ...lines.map(([name, value]) => `${name}: ${value}`)].join(", ");
  return (
    <View style={styles.card} accessible accessibilityLabel={label}>
      <Text style={styles.reference}>{row.reference}</Text>
      <Text style={styles.hint}>
        {row.offeringName}
        {row.eventDate ? ` · ${formatDay(row.eventDate)}` : ""}
      </Text>
      {lines.map(([name, value]) => (
        <View key={name} style={styles.line}>
          <Text style={styles.label}>{name}</Text>
          <Text style={styles.value}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  tiles: { gap: space.sm },
  tile: { gap: 2 },
  label: { fontSize: font.body, color: colors.muted },
  amount: { fontSize: font.title, fontWeight: "700", color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
  reference: { fontSize: font.body, fontWeight: "700", color: colors.text },
  line: { flexDirection: "row", justifyContent: "space-between", gap: space.md },
  value: { flexShrink: 1, fontSize: font.body, fontWeight: "600", color: colors.text, textAlign: "right" },
});
