import { advanceLine, amountPaid, refundTableRows, TERMS_COPY, termsCopyFor } from "@utsav/domain/shopper";
import type { OfferingTerms } from "@utsav/domain";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { useLocalityCheck } from "../../api/serviceability-query";
import { useMyLocality } from "../../shared/lib/my-locality";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { RefundCalculator } from "./refund-calculator";

// What the vendor promises before a booking (docs/decisions/0022), under the vendor strip as on the web: where it
// serves, and the advance with the refund table in a sheet; the chat with the vendor is the support block's
// (docs/decisions/0039). Every line comes from the domain's rules; terms the vendor does not show are left out.

/**
 * "Serves within 15 km of HSR Layout" before the shopper has chosen a locality; once chosen (docs/decisions/0069), the
 * API's "Serves Whitefield" or "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout", as the web's.
 */
export function ServiceAreaLine({ terms, offeringId }: { terms: OfferingTerms | null; offeringId: string }) {
  const check = useLocalityCheck(offeringId, useMyLocality().name ?? "");
  const text = check?.line ?? terms?.serviceAreaSummary;
  if (!text) return null;
  return (
    <View style={styles.area}>
      <Text style={styles.line} importantForAccessibility="no" accessibilityElementsHidden>
        {check && !check.serves ? "⚠️" : "📍"}
      </Text>
      <Text style={[styles.line, styles.areaText]}>{text}</Text>
    </View>
  );
}

/**
 * The advance on the offering's price, and the refund schedule as a table: "When you cancel" and "Refund" (a store's
 * too), then the refund calculator where the price is known (not on a store, which passes 0).
 */
export function RefundTable({ terms, price }: { terms: OfferingTerms; price: number }) {
  const advance = advanceLine(terms.advancePercent);
  return (
    <View style={styles.sheetBody}>
      {advance ? (
        <Text style={styles.advance}>
          {terms.advancePercent && price > 0
            ? termsCopyFor.advanceOnPrice(advance, amountPaid(price, terms.advancePercent), price)
            : advance}
        </Text>
      ) : null}
      {terms.refunds ? (
        <View>
          <Text accessibilityRole="header" style={styles.caption}>
            {TERMS_COPY.ifYouCancel}
          </Text>
          <View style={[styles.row, styles.headRow]} importantForAccessibility="no-hide-descendants" accessibilityElementsHidden>
            <Text style={[styles.when, styles.head]}>{TERMS_COPY.whenYouCancel}</Text>
            <Text style={[styles.refund, styles.head]}>{TERMS_COPY.refund}</Text>
          </View>
          {refundTableRows(terms.refunds).map((row) => (
            // A screen reader reads each row as one line: "48 hours or more before: 100%".
            <View key={row.when} style={styles.row} accessible accessibilityLabel={`${row.when}: ${row.refund}`}>
              <Text style={styles.when}>{row.when}</Text>
              <Text style={styles.refund}>{row.refund}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <RefundCalculator terms={terms} price={price} />
    </View>
  );
}

/**
 * "50% advance to confirm" beside a button to the sheet with the advance and the refund table ("Refunds and
 * cancellation", or "Payment terms" for a vendor that shows an advance but no refunds).
 */
export function MoneyTermsLine({ terms, price }: { terms: OfferingTerms | null; price: number }) {
  const [open, setOpen] = useState(false);
  if (!terms || (terms.advancePercent === null && terms.refunds === null)) return null;
  const advance = advanceLine(terms.advancePercent);
  const label = terms.refunds ? TERMS_COPY.refundsAndCancellation : TERMS_COPY.paymentTerms;
  return (
    <View style={styles.money}>
      {advance ? <Text style={styles.line}>{advance}</Text> : null}
      <Pressable accessibilityRole="button" accessibilityLabel={label} onPress={() => setOpen(true)} style={styles.termsButton}>
        <Text style={styles.termsButtonText}>{label}</Text>
      </Pressable>
      <Sheet open={open} onClose={() => setOpen(false)} title={TERMS_COPY.advanceAndRefunds} size="large">
        <RefundTable terms={terms} price={price} />
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  line: { fontSize: font.body, color: colors.text },
  area: { flexDirection: "row", gap: space.xs },
  areaText: { flex: 1 },
  money: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", columnGap: space.md },
  termsButton: { minHeight: TOUCH_TARGET, justifyContent: "center" },
  termsButtonText: { fontSize: font.body, fontWeight: "600", color: colors.primary, textDecorationLine: "underline" },
  sheetBody: { gap: space.lg },
  advance: { fontSize: font.body, fontWeight: "600", color: colors.text },
  caption: { fontSize: font.large, fontWeight: "700", color: colors.text, marginBottom: space.sm },
  row: {
    flexDirection: "row",
    gap: space.md,
    paddingVertical: space.sm,
    borderBottomWidth: 1,
    borderBottomColor: colors.border,
  },
  headRow: { borderBottomWidth: 2 },
  head: { fontWeight: "700", color: colors.muted },
  when: { flex: 2, fontSize: font.body, color: colors.text },
  refund: { flex: 1, fontSize: font.body, color: colors.text, textAlign: "right" },
});
