import {
  formatDay,
  money,
  PAYMENT_COPY,
  paymentMethodLabel,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
  rupees,
} from "@utsav/domain/shopper";
import type { BookingPayment as Payment, ConsumerBookingDetail, RefundView } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { AdvancePanel } from "./advance-panel";
import { ReceiptList } from "./receipts";

interface BookingPaymentProps {
  booking: ConsumerBookingDetail;
  /** Opened from My bookings' 'Pay now': the checkout opens at once. */
  payOnOpen?: boolean;
  /** The server says the advance is paid, or its time ran out: the booking is read again. */
  onSettled: () => void;
}

/** Cash is still owed on the day only while the booking goes ahead. */
const goesAhead = (booking: ConsumerBookingDetail) => booking.status === "received" || booking.status === "confirmed";

/** A processed refund reads green, a delayed one red; one on its way, plain. */
const REFUND_TONES: Record<RefundView["status"], { color: string }> = {
  requested: { color: colors.text },
  pending: { color: colors.text },
  processed: { color: colors.verified },
  failed: { color: colors.error },
};

/** A refund: how much, where it is, and why, read as one line. */
function RefundItem({ refund }: { refund: RefundView }) {
  const amount = money(refund.amountPaise);
  const status = REFUND_STATUS_LABELS[refund.status];
  const reason = REFUND_REASON_LABELS[refund.reason];
  const day = formatDay(refund.processedAt ?? refund.createdAt);
  return (
    <View style={styles.refund} accessible accessibilityLabel={`${amount}, ${status}, ${reason}, ${day}`}>
      <View style={styles.refundHead}>
        <Text style={styles.strong}>{amount}</Text>
        <Text style={[styles.state, REFUND_TONES[refund.status]]}>{status}</Text>
      </View>
      <Text style={styles.text}>{reason}</Text>
      <Text style={styles.meta}>{day}</Text>
    </View>
  );
}

/** What was paid online: the advance, when and how, and what is left in cash while the booking goes ahead. */
function PaidAdvance({ payment, booking }: { payment: Payment; booking: ConsumerBookingDetail }) {
  const method = paymentMethodLabel(payment.method);
  return (
    <>
      <Text style={styles.strong}>{PAYMENT_COPY.paid(money(payment.advancePaise))}</Text>
      {payment.paidAt ? <Text style={styles.meta}>{PAYMENT_COPY.paidOn(formatDay(payment.paidAt))}</Text> : null}
      {method ? <Text style={styles.text}>{`${PAYMENT_COPY.method}: ${method}`}</Text> : null}
      {goesAhead(booking) && payment.cashOnTheDay > 0 ? (
        <Text style={styles.text}>{PAYMENT_COPY.cashRest(rupees(payment.cashOnTheDay))}</Text>
      ) : null}
    </>
  );
}

/** The order's state: to pay (while the booking waits for it), paid, or expired unpaid. */
function AdvanceState({ booking, payment, payOnOpen, onSettled }: BookingPaymentProps & { payment: Payment }) {
  if (payment.status === "paid") return <PaidAdvance payment={payment} booking={booking} />;
  if (payment.status === "expired") return <Text style={styles.text}>{PAYMENT_COPY.expired}</Text>;
  if (booking.status !== "awaiting_payment") return null;
  return <AdvancePanel advance={payment} payOnOpen={payOnOpen} onSettled={onSettled} />;
}

/**
 * My booking's Payment section (docs/decisions/0053): the advance to pay, paid or expired; without one, the price in
 * cash on the day; then the refunds with their states and the receipts. Nothing for a booking that neither paid nor owes.
 */
export function BookingPayment(props: BookingPaymentProps) {
  const { booking } = props;
  const { payment } = booking;
  if (!payment) {
    if (!goesAhead(booking) || booking.price === null) return null;
    return (
      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.heading}>
          {PAYMENT_COPY.paymentTitle}
        </Text>
        <Text style={styles.text}>{PAYMENT_COPY.cashRest(rupees(booking.price))}</Text>
      </View>
    );
  }
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {PAYMENT_COPY.paymentTitle}
      </Text>
      <AdvanceState {...props} payment={payment} />
      {payment.refunds.length > 0 ? (
        <View style={styles.group}>
          <Text accessibilityRole="header" style={styles.subheading}>
            {PAYMENT_COPY.refundsTitle}
          </Text>
          {payment.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </View>
      ) : null}
      <ReceiptList receipts={booking.receipts} />
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  subheading: { fontSize: font.body, fontWeight: "700", color: colors.text },
  group: { gap: space.sm },
  text: { fontSize: font.body, color: colors.text },
  strong: { fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  refund: { gap: 2, paddingVertical: space.xs },
  refundHead: { flexDirection: "row", justifyContent: "space-between", gap: space.sm },
  state: { fontSize: font.small, fontWeight: "700" },
});
