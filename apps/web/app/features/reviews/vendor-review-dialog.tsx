import { useRef, useState } from "react";
import { REVIEW_COPY } from "@utsav/domain/client";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useActFetcher } from "../../shared/lib/forms/use-act-fetcher";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import ConfirmDialog from "../../shared/ui/confirm-dialog";
import { FormField } from "../../shared/ui/form-field";
import type { ConsoleReviewAct } from "./console-review-acts";
import type { ReviewActResult, VendorReviewAct } from "./vendor-review-acts";

// The one dialog of an act on a review (docs/decisions/0060), the vendor's (answer once, report) and the operators'
// (hide with a reason, restore): what follows, the text it asks for checked by the domain's rule, the API's refusal,
// then the act. The vendor's page came first; the console asks the same way, so it opens this one too.

/** What the dialog asks about one review. */
export interface ReviewAsk {
  title: string;
  /** What follows: an answer is once and public, a hide's reason reaches the author. */
  lead: string;
  confirmLabel: string;
  danger?: boolean;
  /** The text it asks for (an answer, a reason), checked by the domain's rule; none for a restore. */
  field?: { label: string; hint?: string; maxLength: number; problem: (text: string) => string | null };
  /** The act sent, given the text typed. */
  act: (text: string) => VendorReviewAct | ConsoleReviewAct;
}

interface ReviewActDialogProps {
  /** What it asks; null while closed. */
  ask: ReviewAsk | null;
  /** The route whose clientAction runs the act. */
  action: string;
  onClose: () => void;
  /** Done: the page says so. */
  onDone: (message: string) => void;
  /** Once done, the button that opened it has gone with the state it offered: focus goes to the page's notice. */
  focusNotice: () => void;
}

interface TextValues {
  text: string;
}

/**
 * A review's act, asked first (the site's ConfirmDialog): focus starts in the text, stays inside, and goes back to the
 * review's button when kept; Escape, the close button and "Not now" close it unsent and it opens again empty.
 */
export default function ReviewActDialog({ ask, action, onClose, onDone, focusNotice }: ReviewActDialogProps) {
  // What the dialog shows while it closes, after the page has let go of the ask.
  const [shown, setShown] = useState(ask);
  if (ask && ask !== shown) setShown(ask);
  const done = useRef(false);
  const check: DomainCheck<TextValues> = ({ text }) => ({ text: shown?.field?.problem(text) });
  const form = useDomainForm<TextValues>({ defaultValues: { text: "" }, check });
  const fetcher = useActFetcher<ReviewActResult, VendorReviewAct | ConsoleReviewAct>({
    action,
    onAnswer: (answer) => {
      if (answer && "message" in answer) {
        done.current = true;
        form.reset();
        onDone(answer.message);
        onClose();
      } else form.refuse(answer && "error" in answer ? answer.error : REVIEW_COPY.actFailed);
    },
  });
  const busy = fetcher.busy || form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ text }) => {
    if (!shown) return;
    done.current = false;
    await fetcher.sendJson(shown.act(text.trim()));
  });

  /** Closed unsent: it opens again empty. Not while sending. */
  const close = () => {
    if (busy) return;
    form.reset();
    fetcher.forget();
    onClose();
  };

  const field = shown?.field;
  return (
    <ConfirmDialog
      open={ask !== null}
      onClose={close}
      title={shown?.title ?? ""}
      lead={shown?.lead ?? ""}
      confirmLabel={shown?.confirmLabel ?? ""}
      keepLabel={REVIEW_COPY.keep}
      danger={shown?.danger}
      busy={busy}
      failure={form.formError}
      onConfirm={(event) => void submit(event)}
      onOpenAutoFocus={(event) => {
        done.current = false;
        if (!field) return;
        // Focus starts in the text, which is what the dialog asks for.
        event.preventDefault();
        form.setFocus("text");
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusNotice();
      }}
    >
      {field ? (
        <FormField form={form} name="text" label={field.label} hint={field.hint} required>
          {(control) => <textarea {...control} rows={5} maxLength={field.maxLength} />}
        </FormField>
      ) : null}
    </ConfirmDialog>
  );
}
