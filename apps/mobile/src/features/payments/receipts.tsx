import { formatDay, formatDayTime, money, PAYMENT_COPY, paymentMethodLabel, receiptStatusLabel } from "@utsav/domain/shopper";
import type { Receipt } from "@utsav/domain";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

const kindTitle = (receipt: Receipt) => (receipt.kind === "payment" ? PAYMENT_COPY.receiptOfPayment : PAYMENT_COPY.receiptOfRefund);

/** One line of a receipt: its label above, its value below, read as one: "Amount, ₹875". */
function ReceiptLine({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.line} accessible accessibilityLabel={`${label}, ${value}`}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

/** A receipt as the shopper keeps it (issue 39 §7): what, for which booking, how much, how, the provider's id, when. */
function ReceiptView({ receipt }: { receipt: Receipt }) {
  const method = paymentMethodLabel(receipt.method);
  return (
    <View style={styles.receipt}>
      <Text accessibilityRole="header" style={styles.title}>
        {kindTitle(receipt)}
      </Text>
      <Text style={styles.text}>{PAYMENT_COPY.receiptFor(receipt.bookingReference)}</Text>
      <Text style={styles.text}>{PAYMENT_COPY.payFor(receipt.offeringName, receipt.vendorName)}</Text>
      <ReceiptLine label={PAYMENT_COPY.amount} value={money(receipt.amountPaise)} />
      {method ? <ReceiptLine label={PAYMENT_COPY.method} value={method} /> : null}
      <ReceiptLine label={receipt.kind === "payment" ? PAYMENT_COPY.paymentId : PAYMENT_COPY.refundId} value={receipt.providerRef} />
      <ReceiptLine label={PAYMENT_COPY.status} value={receiptStatusLabel(receipt)} />
      <Text style={styles.text}>{formatDayTime(receipt.at)}</Text>
    </View>
  );
}

/** A booking's receipts, one for each payment and each refund, oldest first; each opens in a sheet. */
export function ReceiptList({ receipts }: { receipts: Receipt[] }) {
  const [open, setOpen] = useState<Receipt | null>(null);
  if (receipts.length === 0) return null;
  return (
    <View style={styles.list}>
      <Text accessibilityRole="header" style={styles.heading}>
        {PAYMENT_COPY.receiptsTitle}
      </Text>
      {receipts.map((receipt) => {
        const title = kindTitle(receipt);
        const amount = money(receipt.amountPaise);
        const day = formatDay(receipt.at);
        return (
          <Pressable
            key={`${receipt.kind}-${receipt.id}`}
            accessibilityRole="button"
            accessibilityLabel={`${PAYMENT_COPY.receipt}: ${title}, ${amount}, ${day}`}
            onPress={() => setOpen(receipt)}
            style={({ pressed }) => [styles.row, pressed && styles.pressed]}
          >
            <Text style={styles.rowTitle}>{title}</Text>
            <Text style={styles.rowAmount}>{amount}</Text>
            <Text style={styles.label}>{day}</Text>
          </Pressable>
        );
      })}
      <Sheet open={open !== null} onClose={() => setOpen(null)} title={PAYMENT_COPY.receipt} size="large">
        {open ? <ReceiptView receipt={open} /> : null}
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.sm },
  heading: { fontSize: font.body, fontWeight: "700", color: colors.text },
  row: {
    minHeight: TOUCH_TARGET,
    flexDirection: "row",
    alignItems: "center",
    gap: space.sm,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    borderRadius: radius.sm,
    borderWidth: 1,
    borderColor: colors.border,
  },
  pressed: { opacity: 0.8 },
  rowTitle: { flex: 1, fontSize: font.body, fontWeight: "600", color: colors.primary },
  rowAmount: { fontSize: font.body, fontWeight: "700", color: colors.text },
  receipt: { gap: space.md },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  line: { gap: 2 },
  label: { fontSize: font.small, color: colors.muted },
  value: { fontSize: font.body, fontWeight: "700", color: colors.text },
});
