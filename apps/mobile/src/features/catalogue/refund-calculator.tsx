import { earliestEventDate, indianDate, refundCalculatorAnswer, TERMS_COPY } from "@utsav/domain/shopper";
import type { OfferingTerms } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, radius, space } from "../../shared/ui/theme";

const DATE_FORMAT = "YYYY-MM-DD";

/**
 * The web's "Work out a refund" beside the refund table (docs/decisions/0022, 0066): an event date and a day of
 * cancelling, answered "Cancel on {date}: ₹x back of ₹y" by the rule a booking's cancellation uses
 * (refundCalculatorAnswer). Dates are typed as the booking form's other date is (docs/decisions/0018: no native
 * picker), starting at the vendor's earliest event date and today. Drawn only where the vendor shows refunds and the
 * price is known, so no amount is promised otherwise.
 */
export function RefundCalculator({ terms, price }: { terms: OfferingTerms; price: number }) {
  const [eventDate, setEventDate] = useState(() => earliestEventDate(terms.leadTimeDays));
  const [cancelOn, setCancelOn] = useState(() => indianDate());
  const answer = refundCalculatorAnswer(terms, price, { eventDate: eventDate.trim(), cancelOn: cancelOn.trim() });
  if (answer === null) return null;
  return (
    <View style={styles.calculator}>
      <Text accessibilityRole="header" style={styles.title}>
        {TERMS_COPY.workOutRefund}
      </Text>
      <TextField
        label={TERMS_COPY.eventDate}
        value={eventDate}
        onChangeText={setEventDate}
        placeholder={DATE_FORMAT}
        keyboardType="numbers-and-punctuation"
        autoCorrect={false}
        maxLength={10}
      />
      <TextField
        label={TERMS_COPY.cancelOn}
        value={cancelOn}
        onChangeText={setCancelOn}
        placeholder={DATE_FORMAT}
        keyboardType="numbers-and-punctuation"
        autoCorrect={false}
        maxLength={10}
      />
      <Text accessibilityLiveRegion="polite" style={styles.answer}>
        {answer}
      </Text>
      <Text style={styles.hint}>{TERMS_COPY.noticeCounted}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  calculator: { gap: space.sm, padding: space.md, borderRadius: radius.md, backgroundColor: colors.background },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  answer: { fontSize: font.body, fontWeight: "700", color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
});
