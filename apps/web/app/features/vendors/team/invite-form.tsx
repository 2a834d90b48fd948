import { invitePhoneProblem, PHONE_PREFIX, VENDOR_TEAM_COPY } from "@utsav/domain/client";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { phoneInput } from "../../../shared/lib/forms/phone-input";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { FormAlert, formStyles, SubmitButton } from "../../../shared/ui/vendor-area/field";
import type { TeamAct } from "./team-acts";

interface InviteValues {
  phoneNumber: string;
}

/** The phone rule of the API's schema, without zod (packages/domain invitePhoneProblem). */
const checkInvite: DomainCheck<InviteValues> = ({ phoneNumber }) => ({ phoneNumber: invitePhoneProblem(phoneNumber) });

/**
 * 'Add a phone' (owner only): checked by the domain's rule, then sent to the route's action as JSON; the API's refusal
 * (a number already in a business, the team full) shows above the button, the number kept. Emptied once sent.
 */
export function InviteForm({ failure, busy }: { failure: string | null; busy: boolean }) {
  const form = useDomainForm<InviteValues>({ defaultValues: { phoneNumber: "" }, check: checkInvite });
  const submitJson = useSubmitJson();
  const send = form.handleSubmit(async ({ phoneNumber }) => {
    await submitJson({ intent: "invite", phoneNumber } satisfies TeamAct);
  });
  return (
    <form method="post" className={formStyles.form} onSubmit={(event) => void send(event)} noValidate aria-labelledby="team-add-title">
      <h2 id="team-add-title" className="section-title">
        {VENDOR_TEAM_COPY.addTitle}
      </h2>
      <p>{VENDOR_TEAM_COPY.addLead}</p>
      <FormField form={form} name="phoneNumber" label={VENDOR_TEAM_COPY.phoneLabel} required>
        {(control) => (
          <div className={formStyles.prefixed}>
            <span className={formStyles.prefix} aria-hidden="true">
              {PHONE_PREFIX}
            </span>
            <input
              {...control}
              {...phoneInput(control.onChange)}
              className={formStyles.input}
              autoComplete="off"
              placeholder="98765 43210"
            />
          </div>
        )}
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton busy={busy} label={VENDOR_TEAM_COPY.addButton} busyLabel={VENDOR_TEAM_COPY.adding} />
    </form>
  );
}
