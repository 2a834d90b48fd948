import {
  BOOKING_ACTOR_NAMES,
  BOOKING_TIMING,
  BOOKING_TIMING_WORDS,
  bookingTimingWordsFor,
  problemNoteProblem,
} from "@utsav/domain/shopper";
import type { BookingTiming } from "@utsav/domain";
import { useState } from "react";
import { AccessibilityInfo, Platform, StyleSheet, Text, View } from "react-native";
import type { StyleProp, ViewStyle } from "react-native";
import { useApi } from "../../api/api-provider";
import type { Api } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import type { ActorNames } from "./booking-history";

/** A booking the section reports on: the shopper's or the vendor's. */
type Reportable = { id: string; timing: BookingTiming };

/** The booking as the report left it, or the words of the refusal. */
type Reported<B> = { ok: true; booking: B } | { ok: false; message: string };

interface ProblemSectionProps<B extends Reportable> {
  booking: B;
  /** Sends the note with the side's own call (the shopper's, the vendor's). */
  report: (api: Api, id: string, note: string) => Promise<Reported<B>>;
  /** The booking as the report left it. */
  onReported: (booking: B) => void;
  /** Who reported it, as this side reads it; the shopper's words unless given. */
  names?: ActorNames;
  style?: StyleProp<ViewStyle>;
}

/**
 * A problem with a confirmed booking (docs/decisions/0054), as on the web's pages: from the event's day the shopper, or
 * the vendor on their booking's page, may report one, which stops the booking completing by itself; once either side
 * has, the problem shows instead.
 */
export function ProblemSection<B extends Reportable>({
  booking,
  report,
  onReported,
  names = BOOKING_ACTOR_NAMES.forConsumer,
  style,
}: ProblemSectionProps<B>) {
  const [sent, setSent] = useState(false);
  const { problem, canReportProblem } = booking.timing;
  if (!problem && !canReportProblem) return null;
  return (
    <View style={[styles.section, style]}>
      <Text accessibilityRole="header" style={styles.heading}>
        {problem ? BOOKING_TIMING_WORDS.problemReported : BOOKING_TIMING_WORDS.reportProblem}
      </Text>
      {problem ? (
        <>
          {sent ? (
            <Text accessibilityLiveRegion="polite" style={styles.sent}>
              {BOOKING_TIMING_WORDS.problemSent}
            </Text>
          ) : null}
          <Text style={styles.text}>“{problem.note}”</Text>
          <Text style={styles.meta}>{bookingTimingWordsFor.problemBy(names[problem.reportedBy], problem.reportedAt)}</Text>
        </>
      ) : (
        <ProblemForm
          send={(api, note) => report(api, booking.id, note)}
          onReported={(reported) => {
            setSent(true);
            onReported(reported);
            // Android reads the live region; iOS has none, so the thanks is announced.
            if (Platform.OS === "ios")
              AccessibilityInfo.announceForAccessibilityWithOptions(BOOKING_TIMING_WORDS.problemSent, { queue: true });
          }}
        />
      )}
    </View>
  );
}

/** What went wrong, checked by the API's own rule before it is sent; a refusal says the server's words. */
function ProblemForm<B>({
  send: sendNote,
  onReported,
}: {
  send: (api: Api, note: string) => Promise<Reported<B>>;
  onReported: (booking: B) => void;
}) {
  const api = useApi();
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send() {
    const problem = problemNoteProblem(note);
    setInvalid(problem);
    if (problem) return;
    setPending(true);
    setRefusal(null);
    const result = await sendNote(api, note);
    setPending(false);
    if (result.ok) onReported(result.booking);
    else setRefusal(result.message);
  }

  return (
    <>
      <TextField
        label={BOOKING_TIMING_WORDS.problemNoteLabel}
        value={note}
        onChangeText={(text) => {
          setNote(text);
          setInvalid(null);
        }}
        maxLength={BOOKING_TIMING.problemNoteMax}
        error={invalid}
        multiline
      />
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {refusal}
        </Text>
      ) : null}
      <Button label={BOOKING_TIMING_WORDS.sendProblem} variant="secondary" onPress={() => void send()} loading={pending} />
    </>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  sent: { fontSize: font.body, fontWeight: "600", color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
