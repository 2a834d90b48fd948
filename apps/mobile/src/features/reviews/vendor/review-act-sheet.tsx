import { answerProblem, REVIEW_COPY, REVIEW_LIMITS, reviewReasonProblem } from "@utsav/domain/shopper";
import type { ReceivedReview } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text } from "react-native";
import { useApi } from "../../../api/api-provider";
import { Button } from "../../../shared/ui/button";
import { Sheet } from "../../../shared/ui/sheet";
import { TextField } from "../../../shared/ui/text-field";
import { colors, font } from "../../../shared/ui/theme";
import { answerReceivedReview, reportReceivedReview } from "./api/vendor-reviews";
import type { ReviewActed } from "./api/vendor-reviews";

// The one sheet of an act on a review, as the web's dialog (features/reviews/vendor-review-dialog.tsx): what follows,
// the text it asks for checked by the domain's rule as the API checks it, the API's refusal, then the act.

export type ReviewActKind = "answer" | "report";

/** What the sheet asks about a review, by act: the web's answerAsk and reportAsk. */
const ASKS = {
  answer: {
    title: (review: ReceivedReview) => REVIEW_COPY.answerTitle(review.userName),
    lead: REVIEW_COPY.answerHint,
    label: REVIEW_COPY.answerLabel,
    confirm: REVIEW_COPY.sendAnswer,
    maxLength: REVIEW_LIMITS.answerMax,
    problem: answerProblem,
    done: REVIEW_COPY.answered,
    send: answerReceivedReview,
  },
  report: {
    title: (review: ReceivedReview) => REVIEW_COPY.reportTitle(review.userName),
    lead: REVIEW_COPY.reportLead,
    label: REVIEW_COPY.reportLabel,
    confirm: REVIEW_COPY.sendReport,
    maxLength: REVIEW_LIMITS.reasonMax,
    problem: reviewReasonProblem,
    done: REVIEW_COPY.reported,
    send: reportReceivedReview,
  },
} as const;

interface ReviewActSheetProps {
  /** The review and the act asked about; null while closed. */
  act: { review: ReceivedReview; kind: ReviewActKind } | null;
  onClose: () => void;
  /** Done: the review as the server holds it, and the sentence the screen says. */
  onDone: (review: ReceivedReview, message: string) => void;
  /** The API refused: what it holds may have changed. */
  onRefused: () => void;
}

/** An answer (once, in public) or a report, asked first; "Not now" closes it unsent and it opens again empty. */
export function ReviewActSheet({ act, onClose, onDone, onRefused }: ReviewActSheetProps) {
  const api = useApi();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ask = act ? ASKS[act.kind] : null;

  const close = () => {
    if (pending) return;
    setText("");
    setProblem(null);
    setRefusal(null);
    onClose();
  };

  async function send() {
    if (!act || !ask) return;
    const found = ask.problem(text);
    setProblem(found);
    if (found) return;
    setPending(true);
    setRefusal(null);
    const result: ReviewActed = await ask.send(api, act.review.id, text.trim());
    setPending(false);
    if (!result.ok) {
      setRefusal(result.message);
      onRefused();
      return;
    }
    setText("");
    setProblem(null);
    onDone(result.review, ask.done);
  }

  return (
    <Sheet open={act !== null} onClose={close} title={act && ask ? ask.title(act.review) : ""} size="large">
      {ask ? (
        <>
          <Text style={styles.text}>{ask.lead}</Text>
          <TextField label={ask.label} required value={text} onChangeText={setText} multiline maxLength={ask.maxLength} error={problem} />
          {refusal ? (
            <Text accessibilityRole="alert" style={styles.error}>
              {refusal}
            </Text>
          ) : null}
          <Button label={ask.confirm} loading={pending} onPress={() => void send()} />
          <Button label={REVIEW_COPY.keep} variant="secondary" onPress={close} />
        </>
      ) : null}
    </Sheet>
  );
}

const styles = StyleSheet.create({
  text: { fontSize: font.body, color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
