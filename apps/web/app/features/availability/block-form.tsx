import { AVAILABILITY, AVAILABILITY_COPY, indianDate } from "@utsav/domain/client";
import type { BlockEntry } from "@utsav/domain/client";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import type { DomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormField } from "../../shared/ui/form-field";
import { FormAlert, formStyles, SubmitButton } from "../../shared/ui/vendor-area/field";
import type { CalendarAct } from "./calendar-acts";
import styles from "./calendar.module.css";

interface BlockFormProps {
  /** The page's form (calendar-page.tsx): the days pressed on the grid fill it too. */
  form: DomainForm<BlockEntry>;
  /** The API's refusal of the last block. */
  failure: string | null;
  busy: boolean;
  /** This form's block is on its way. */
  sending: boolean;
}

/**
 * 'Block dates': one day, or a range to its last day, with a note only the vendor sees. Checked by the domain's rule
 * (blockProblems), then sent to the route's action; the API's refusal shows above the button, the days kept.
 */
export function BlockForm({ form, failure, busy, sending }: BlockFormProps) {
  const submitJson = useSubmitJson();
  const today = indianDate();
  const send = form.handleSubmit(async ({ startsOn, endsOn, note }) => {
    await submitJson({ intent: "block", startsOn, endsOn, note } satisfies CalendarAct);
  });
  return (
    <form
      method="post"
      className={formStyles.form}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-labelledby="calendar-block-title"
    >
      <h2 id="calendar-block-title" className="section-title">
        {AVAILABILITY_COPY.blockTitle}
      </h2>
      <p>{AVAILABILITY_COPY.blockLead}</p>
      <div className={styles.dates}>
        <FormField form={form} name="startsOn" label={AVAILABILITY_COPY.startsOn} required>
          {(control) => <input {...control} type="date" min={today} className={formStyles.input} />}
        </FormField>
        <FormField form={form} name="endsOn" label={AVAILABILITY_COPY.endsOn} hint={AVAILABILITY_COPY.endsOnHint}>
          {(control) => <input {...control} type="date" min={today} className={formStyles.input} />}
        </FormField>
      </div>
      <FormField form={form} name="note" label={AVAILABILITY_COPY.note} hint={AVAILABILITY_COPY.noteHint} markOptional>
        {(control) => <input {...control} maxLength={AVAILABILITY.noteMax} autoComplete="off" className={formStyles.input} />}
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton busy={sending} disabled={busy} label={AVAILABILITY_COPY.blockButton} busyLabel={AVAILABILITY_COPY.blocking} />
    </form>
  );
}
