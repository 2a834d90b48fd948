import { useNavigate } from "react-router";
import {
  formatLongDate,
  indianDate,
  isDeletionConfirmed,
  keptAfterDeletion,
  PRIVACY_COPY,
  PRIVACY_MESSAGES,
  privacyCopyFor,
  registrationKeptUntil,
} from "@utsav/domain/client";
import type { KeptAfterDeletion } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { ACCOUNT_DELETION_INTENT } from "../../lib/account-deletion";
import type { AccountDeletionAct, AccountDeletionAnswer } from "../../lib/account-deletion";
import type { DomainCheck } from "../../lib/forms/domain-resolver";
import { useActFetcher } from "../../lib/forms/use-act-fetcher";
import { useDomainForm } from "../../lib/forms/use-domain-form";
import { FormField } from "../form-field";
import ModalDialog from "../modal-dialog";
import styles from "./account-data.module.css";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose account: the words of what is removed and kept differ for a vendor. */
  userType: "consumer" | "vendor";
  /** The route whose clientAction runs the deletion (its act table's "delete-account"). */
  action: string;
}

interface ConfirmValues {
  confirm: string;
}

/** The word, typed in any case (isDeletionConfirmed): the API's own rule and words. */
const checkWord: DomainCheck<ConfirmValues> = ({ confirm }) => ({
  confirm: isDeletionConfirmed(confirm) ? null : PRIVACY_MESSAGES.confirmationRequired,
});

/** One kind of data kept, as the native app says it: what, why, and when it is erased. */
const keptLine = (item: KeptAfterDeletion) =>
  [item.what, item.why, item.until ? privacyCopyFor.erasedOn(formatLongDate(item.until)) : null].filter(Boolean).join(". ");

/** A list under its heading. */
function Lines({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div className={styles.lines}>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Delete your account?" (docs/decisions/0031): what is removed now, what is kept, why and until when (the domain's
 * words, which the deletion's answer repeats), and the word to type; "Delete permanently" is enabled once it is typed.
 * The deletion goes through a fetcher to the route's action, so the page stays under the question while it runs; a
 * refusal (409: the open work, named) shows above the buttons. Once deleted, the API has ended every session and
 * cleared the cookie: the page goes home, replacing itself, and says so; the root's loader, read again after the act,
 * already shows the header signed out.
 */
export default function DeleteAccountDialog({ open, onOpenChange, userType, action }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const form = useDomainForm<ConfirmValues>({ defaultValues: { confirm: "" }, check: checkWord });
  const remove = useActFetcher<AccountDeletionAnswer, AccountDeletionAct>({
    action,
    onAnswer: (answer) => {
      // The home page reads the notice from the navigation's state (shared/ui/page-notice.tsx).
      if (answer.ok) void navigate(paths.home(), { replace: true, state: { notice: PRIVACY_COPY.deleted } });
      else form.refuse(answer.error);
    },
  });
  const busy = remove.busy || form.formState.isSubmitting;
  const confirmed = isDeletionConfirmed(form.watch("confirm"));
  const removed = userType === "vendor" ? PRIVACY_COPY.vendorRemoved : PRIVACY_COPY.removed;
  const kept = keptAfterDeletion(userType, registrationKeptUntil(indianDate()));

  const submit = form.handleSubmit(async ({ confirm }) => {
    await remove.sendJson({ intent: ACCOUNT_DELETION_INTENT, confirm });
  });

  /** Keep my account, Escape or the close button: nothing is sent, and it opens again empty. Not while deleting. */
  const close = (next: boolean) => {
    if (next || busy) return;
    form.reset();
    remove.forget();
    onOpenChange(false);
  };

  return (
    <ModalDialog open={open} onOpenChange={close} title={PRIVACY_COPY.deleteTitle} description={PRIVACY_COPY.deleteLead}>
      <form className={styles.question} onSubmit={(event) => void submit(event)} noValidate>
        <Lines title={PRIVACY_COPY.removedTitle} lines={removed} />
        <Lines title={PRIVACY_COPY.keptTitle} lines={kept.map(keptLine)} />
        <FormField form={form} name="confirm" label={PRIVACY_COPY.confirmLabel}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </FormField>
        {form.formError ? (
          <p className={styles.alert} role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-outline" onClick={() => close(false)} disabled={busy}>
            {PRIVACY_COPY.keepAccount}
          </button>
          <button type="submit" className={`btn ${styles.danger}`} disabled={!confirmed || busy} aria-busy={busy || undefined}>
            {PRIVACY_COPY.confirmDelete}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
