import {
  BOOKING_ANSWER_COPY,
  BOOKING_COPY,
  BOOKING_REASON_MAX,
  bookingAnswerCopyFor,
  checkBookingTransition,
  reasonRequired,
} from "@utsav/domain/shopper";
import type { BookingStatus, BookingStatusRequest, VendorBookingDetail } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useAskBeforeLeaving } from "../../../shared/lib/use-ask-before-leaving";
import { Button } from "../../../shared/ui/button";
import { Sheet } from "../../../shared/ui/sheet";
import { TextField } from "../../../shared/ui/text-field";
import { colors, font, space } from "../../../shared/ui/theme";

// The vendor's answers on a booking's page, as the web's (apps/web/app/features/bookings/vendor/booking-answers.tsx):
// a button each for the statuses the API names next. Confirm goes at once; decline, cancel and complete cannot be
// undone, so each asks first in a sheet with the web dialog's words (docs/decisions/0035): a decline with its reason
// (required), a cancel with its reason (optional) and the amount owed back, a complete once the event took place.

/** The statuses a vendor answers with ("received" starts a booking; only the system moves awaiting_payment, expired). */
type BookingAnswer = Extract<BookingStatus, "confirmed" | "declined" | "completed" | "cancelled">;

const isAnswer = (status: BookingStatus): status is BookingAnswer =>
  status === "confirmed" || status === "declined" || status === "completed" || status === "cancelled";

/** What each answer's button says. */
const ACTION_LABELS: Record<BookingAnswer, string> = {
  confirmed: BOOKING_COPY.confirm,
  declined: BOOKING_COPY.decline,
  completed: BOOKING_COPY.complete,
  cancelled: BOOKING_COPY.cancelBooking,
};

/** The answers that ask first, with the web dialog's words. */
const ASKS: Partial<Record<BookingAnswer, { title: string; lead: string; reasonLabel?: string }>> = {
  declined: {
    title: BOOKING_ANSWER_COPY.declineTitle,
    lead: BOOKING_ANSWER_COPY.declineLead,
    reasonLabel: BOOKING_COPY.declineReasonLabel,
  },
  cancelled: {
    title: BOOKING_ANSWER_COPY.vendorCancelTitle,
    lead: BOOKING_ANSWER_COPY.vendorCancelLead,
    reasonLabel: BOOKING_COPY.cancelReasonLabel,
  },
  completed: { title: BOOKING_ANSWER_COPY.completeTitle, lead: BOOKING_ANSWER_COPY.completeLead },
};

interface BookingAnswersProps {
  booking: VendorBookingDetail;
  /** The API's refusal of the last answer sent, in its words. */
  failure: string | null;
  busy: boolean;
  /** Sends one answer; resolves true once the API took it. */
  onAnswer: (request: BookingStatusRequest) => Promise<boolean>;
}

/**
 * The answers the lifecycle allows now (never Complete before the event date: it says from when instead). A reason
 * typed and not sent is kept while its sheet is closed, and leaving the booking with one asks first.
 */
export function BookingAnswers({ booking, failure, busy, onAnswer }: BookingAnswersProps) {
  const [asking, setAsking] = useState<BookingAnswer | null>(null);
  const [reasons, setReasons] = useState<Partial<Record<BookingAnswer, string>>>({});
  useAskBeforeLeaving(Object.values(reasons).some((reason) => reason?.trim()));
  const answers = booking.nextStatuses.filter(isAnswer);
  return (
    <View style={styles.answers}>
      {asking ? null : <Failure message={failure} />}
      {answers.map((answer) => (
        <Button
          key={answer}
          label={ACTION_LABELS[answer]}
          accessibilityLabel={`${ACTION_LABELS[answer]} ${booking.reference}`}
          variant={answer === "confirmed" || answer === "completed" ? "primary" : "secondary"}
          disabled={busy}
          onPress={() => (ASKS[answer] ? setAsking(answer) : void onAnswer({ status: answer }))}
        />
      ))}
      {booking.completableFrom ? <Text style={styles.meta}>{bookingAnswerCopyFor.completeFrom(booking.completableFrom)}</Text> : null}
      {asking ? (
        <AskFirst
          booking={booking}
          answer={asking}
          reason={reasons[asking] ?? ""}
          onReason={(reason) => setReasons({ ...reasons, [asking]: reason })}
          failure={failure}
          busy={busy}
          onSend={onAnswer}
          onKeep={() => setAsking(null)}
        />
      ) : null}
    </View>
  );
}

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text accessibilityRole="alert" style={styles.error}>
      {message}
    </Text>
  );
}

interface AskFirstProps {
  booking: VendorBookingDetail;
  answer: BookingAnswer;
  reason: string;
  onReason: (reason: string) => void;
  failure: string | null;
  busy: boolean;
  onSend: (request: BookingStatusRequest) => Promise<boolean>;
  onKeep: () => void;
}

/**
 * The sheet before a decline, a cancel or a complete: what follows, the reason where one is asked (checked by the
 * lifecycle's own rule, checkBookingTransition, as the API applies it), the amount a cancel owes back, and the refusal.
 */
function AskFirst({ booking, answer, reason, onReason, failure, busy, onSend, onKeep }: AskFirstProps) {
  const words = ASKS[answer];
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = () => {
    const problem = checkBookingTransition("vendor", booking.status, answer, reason);
    const message = problem && "invalid" in problem ? problem.invalid : null;
    setInvalid(message);
    if (message) return;
    const trimmed = reason.trim();
    void onSend(words?.reasonLabel && trimmed ? { status: answer, reason: trimmed } : { status: answer });
  };
  return (
    <Sheet open onClose={onKeep} title={words?.title ?? ""} size="large">
      <Text style={styles.text}>{words?.lead}</Text>
      {answer === "cancelled" && booking.refundIfCancelled ? <Text style={styles.amount}>{booking.refundIfCancelled.line}</Text> : null}
      {words?.reasonLabel ? (
        <TextField
          label={words.reasonLabel}
          required={reasonRequired("vendor", answer)}
          value={reason}
          onChangeText={(text) => {
            onReason(text);
            setInvalid(null);
          }}
          maxLength={BOOKING_REASON_MAX}
          error={invalid}
          multiline
        />
      ) : null}
      <Failure message={failure} />
      <Button label={ACTION_LABELS[answer]} onPress={send} loading={busy} />
      <Button label={BOOKING_COPY.keepBooking} variant="secondary" onPress={onKeep} />
    </Sheet>
  );
}

const styles = StyleSheet.create({
  answers: { gap: space.sm },
  text: { fontSize: font.body, color: colors.text },
  amount: { fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  error: { fontSize: font.body, color: colors.error },
});
