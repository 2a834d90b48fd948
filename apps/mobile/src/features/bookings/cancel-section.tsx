import { BOOKING_ANSWER_COPY, BOOKING_COPY, BOOKING_REASON_MAX, bookingAnswerCopyFor } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { cancelBooking } from "./api/my-bookings";

interface CancelSectionProps {
  booking: ConsumerBookingDetail;
  onCancelled: (booking: ConsumerBookingDetail) => void;
}

/**
 * The vendor's cancellation terms, what cancelling now returns ("Cancel on {date}: ₹x back of ₹y", or that the vendor's
 * terms promise nothing), and while the booking may still be cancelled, the way to do it: an optional reason, then a
 * sheet that asks before cancelling and states the amount again (docs/decisions/0035). Once cancelled, what the vendor
 * owes back, as fixed then; payment is cash on delivery. A refusal shows the server's words.
 */
export function CancelSection({ booking, onCancelled }: CancelSectionProps) {
  const api = useApi();
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const terms = booking.cancellationTerms;
  const amount = booking.refundIfCancelled?.line ?? BOOKING_ANSWER_COPY.refundNotStated;

  async function cancel() {
    setPending(true);
    setError(null);
    const result = await cancelBooking(api, booking.id, reason);
    setPending(false);
    setAsking(false);
    if (result.ok) onCancelled(result.booking);
    else setError(result.message);
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {BOOKING_COPY.cancellationTerms}
      </Text>
      {booking.refund ? <Text style={styles.refund}>{bookingAnswerCopyFor.refundForConsumer(booking.refund)}</Text> : null}
      {booking.refund && booking.refund.of > 0 ? <Text style={styles.text}>{BOOKING_ANSWER_COPY.cashOnDelivery}</Text> : null}
      {terms ? (
        terms.lines.map((line) => (
          <Text key={line} style={styles.text}>
            • {line}
          </Text>
        ))
      ) : (
        <Text style={styles.text}>{BOOKING_COPY.noCancellationTerms}</Text>
      )}
      {/* Where the vendor stated no terms, the line above already says to ask them: it is not said twice. */}
      {booking.canCancel && (terms || booking.refundIfCancelled) ? <Text style={styles.refund}>{amount}</Text> : null}
      {booking.canCancel ? (
        <>
          <TextField
            label={BOOKING_COPY.cancelReasonLabel}
            value={reason}
            onChangeText={setReason}
            maxLength={BOOKING_REASON_MAX}
            multiline
          />
          {error ? (
            <Text accessibilityRole="alert" style={styles.error}>
              {error}
            </Text>
          ) : null}
          <Button label={BOOKING_COPY.cancelBooking} variant="secondary" onPress={() => setAsking(true)} />
        </>
      ) : null}
      <Sheet open={asking} onClose={() => setAsking(false)} title={BOOKING_COPY.cancelConfirmTitle} size="medium">
        <Text style={styles.text}>{BOOKING_COPY.cancelConfirmLead}</Text>
        <Text style={styles.refund}>{amount}</Text>
        <Button label={BOOKING_COPY.cancelBooking} onPress={() => void cancel()} loading={pending} />
        <Button label={BOOKING_COPY.keepBooking} variant="secondary" onPress={() => setAsking(false)} />
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  refund: { fontSize: font.body, fontWeight: "700", color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
