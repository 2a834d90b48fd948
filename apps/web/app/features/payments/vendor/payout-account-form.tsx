import { PAYOUT_COPY, PAYOUT_HOLDER_MAX, payoutAccountProblems } from "@utsav/domain/client";
import type { PayoutAccountEntry } from "@utsav/domain/client";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { FormAlert, formStyles, SubmitButton } from "../../../shared/ui/vendor-area/field";
import type { PayoutAccountAct } from "./payout-acts";

/** The id of the card's heading, which names the form. */
export const ACCOUNT_TITLE_ID = "payout-account-title";

/** The domain's rule (payoutAccountProblems), the API's own messages under each field. */
const checkAccount: DomainCheck<PayoutAccountEntry> = (values) => payoutAccountProblems(values);

interface PayoutAccountFormProps {
  /** The holder's name already on file, to start from; the number is never shown, so it is typed again. */
  holderName: string;
  failure: string | null;
  busy: boolean;
  /** Put the form away without saving, when an account is on file. */
  onKeep?: () => void;
}

/**
 * The owner's bank account for payouts: the holder's name, the number twice and the IFSC, checked as typed by the
 * domain's rule, then sent to the route's action; the API's refusal shows above the button, what was typed kept.
 */
export function PayoutAccountForm({ holderName, failure, busy, onKeep }: PayoutAccountFormProps) {
  const form = useDomainForm<PayoutAccountEntry>({
    defaultValues: { holderName, accountNumber: "", confirmAccountNumber: "", ifsc: "" },
    check: checkAccount,
  });
  const submitJson = useSubmitJson();
  const send = form.handleSubmit(async (values) => {
    await submitJson({ intent: "save-account", ...values } satisfies PayoutAccountAct);
  });
  return (
    <form method="post" className={formStyles.form} onSubmit={(event) => void send(event)} noValidate aria-labelledby={ACCOUNT_TITLE_ID}>
      <p>{PAYOUT_COPY.reviewNote}</p>
      <FormField form={form} name="holderName" label={PAYOUT_COPY.holderLabel} hint={PAYOUT_COPY.holderHint} required>
        {(control) => <input {...control} className={formStyles.input} autoComplete="off" maxLength={PAYOUT_HOLDER_MAX} />}
      </FormField>
      <FormField form={form} name="accountNumber" label={PAYOUT_COPY.numberLabel} required>
        {(control) => <input {...control} className={formStyles.input} inputMode="numeric" autoComplete="off" maxLength={24} />}
      </FormField>
      <FormField form={form} name="confirmAccountNumber" label={PAYOUT_COPY.confirmLabel} required>
        {(control) => <input {...control} className={formStyles.input} inputMode="numeric" autoComplete="off" maxLength={24} />}
      </FormField>
      <FormField form={form} name="ifsc" label={PAYOUT_COPY.ifscLabel} hint={PAYOUT_COPY.ifscHint} required>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
          />
        )}
      </FormField>
      <FormAlert message={failure} />
      <div className={formStyles.actions}>
        <SubmitButton busy={busy} label={PAYOUT_COPY.save} busyLabel={PAYOUT_COPY.saving} />
        {onKeep ? (
          <button type="button" className="btn btn-outline" onClick={onKeep} disabled={busy}>
            {PAYOUT_COPY.keep}
          </button>
        ) : null}
      </div>
    </form>
  );
}
