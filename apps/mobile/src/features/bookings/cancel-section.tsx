import { useRouter } from "expo-router";
import {
  BOOKING_ANSWER_COPY,
  BOOKING_COPY,
  BOOKING_OUTCOME_COPY,
  BOOKING_REASON_MAX,
  BOOKING_TIMING_WORDS,
  bookingAnswerCopyFor,
  bookingOutcome,
  expiredUnanswered,
} from "@utsav/domain/shopper";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
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
 * While the booking may be cancelled (the lifecycle's canCancel), its cancellation terms and the way to cancel; once it
 * cannot, what became of it instead (issue 38): a completed booking offers no terms it can no longer use.
 */
export function CancelSection({ booking, onCancelled }: CancelSectionProps) {
  return booking.canCancel ? <CancelForm booking={booking} onCancelled={onCancelled} /> : <BookingOutcome booking={booking} />;
}

/**
 * What became of the booking: completed, declined or cancelled, by whom, when and why, and for a cancelled one what the
 * vendor owes back, as fixed then; payment is cash on delivery. One the vendor never answered offers the search for
 * another (docs/decisions/0054).
 */
function BookingOutcome({ booking }: { booking: ConsumerBookingDetail }) {
  const router = useRouter();
  const outcome = bookingOutcome(booking);
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {BOOKING_OUTCOME_COPY.title}
      </Text>
      {outcome ? <Text style={styles.text}>{outcome.line}</Text> : null}
      {outcome?.reason ? (
        <Text style={styles.text}>
          {BOOKING_OUTCOME_COPY.reason}: “{outcome.reason}”
        </Text>
      ) : null}
      {booking.refund ? <Text style={styles.refund}>{bookingAnswerCopyFor.refundForConsumer(booking.refund)}</Text> : null}
      {booking.refund && booking.refund.of > 0 ? <Text style={styles.text}>{BOOKING_ANSWER_COPY.cashOnDelivery}</Text> : null}
      {expiredUnanswered(booking) ? (
        <Button label={BOOKING_TIMING_WORDS.findAnotherVendor} role="link" onPress={() => router.push(paths.search())} />
      ) : null}
    </View>
  );
}

/**
 * The vendor's cancellation terms, what cancelling now returns ("Cancel on {date}: ₹x back of ₹y", or that the vendor's
 * terms promise nothing), and the way to cancel: an optional reason, then a sheet that asks before cancelling and
 * states the amount again (docs/decisions/0035). A refusal shows the server's words.
 */
function CancelForm({ booking, onCancelled }: CancelSectionProps) {
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
      {terms || booking.refundIfCancelled ? <Text style={styles.refund}>{amount}</Text> : null}
      <TextField label={BOOKING_COPY.cancelReasonLabel} value={reason} onChangeText={setReason} maxLength={BOOKING_REASON_MAX} multiline />
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {error}
        </Text>
      ) : null}
      <Button label={BOOKING_COPY.cancelBooking} variant="secondary" onPress={() => setAsking(true)} />
      {/* The booking's scroll view gains the keyboard's height, so the reason and Cancel clear it (decision 64). */}
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
