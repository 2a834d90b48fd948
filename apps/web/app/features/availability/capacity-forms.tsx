import { AVAILABILITY_COPY, availabilityCopyFor, capacityProblem } from "@utsav/domain/client";
import type { VendorCalendar } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormField } from "../../shared/ui/form-field";
import { FormAlert, formStyles, SubmitButton } from "../../shared/ui/vendor-area/field";
import { Card } from "../../shared/ui/vendor-area/page-header";
import type { CalendarAct, CalendarActResult } from "./calendar-acts";
import styles from "./calendar.module.css";

interface CapacityValues {
  dailyCapacity: string;
}

/** The capacity rule of the API's schema, without zod (packages/domain capacityProblem): empty, or 1 to 50. */
const checkCapacity: DomainCheck<CapacityValues> = ({ dailyCapacity }) => ({ dailyCapacity: capacityProblem(dailyCapacity) });

const typed = (capacity: number | null) => (capacity === null ? "" : String(capacity));

interface CapacitySectionProps {
  calendar: VendorCalendar;
  result: CalendarActResult;
  busy: boolean;
  /** The act on its way, whose form says so. */
  sending: { intent: string; id: string } | null;
}

/**
 * How many events the vendor takes on one day (empty: no limit), and each offering's own number where it differs
 * (empty: the vendor's). A form each, so a refusal shows at the number it is about.
 */
export function CapacitySection({ calendar, result, busy, sending }: CapacitySectionProps) {
  const failure = result && "error" in result ? result : null;
  return (
    <Card aria-labelledby="calendar-capacity-title">
      <h2 id="calendar-capacity-title" className="section-title">
        {AVAILABILITY_COPY.capacityTitle}
      </h2>
      {/* Each form starts again from the number the page read, once a save has changed it. */}
      <CapacityForm
        key={typed(calendar.dailyCapacity)}
        label={AVAILABILITY_COPY.capacityLabel}
        hint={AVAILABILITY_COPY.capacityHint}
        initial={calendar.dailyCapacity}
        act={(dailyCapacity) => ({ intent: "capacity", dailyCapacity })}
        failure={failure?.intent === "capacity" ? failure.error : null}
        busy={busy}
        sending={sending?.intent === "capacity"}
      />
      {calendar.offerings.length > 0 ? (
        <section aria-labelledby="calendar-offerings-title" className={styles.offerings}>
          <h3 id="calendar-offerings-title" className={styles.subTitle}>
            {AVAILABILITY_COPY.offeringsTitle}
          </h3>
          <p className={styles.hint}>{AVAILABILITY_COPY.offeringsLead}</p>
          {calendar.offerings.map((offering) => (
            <CapacityForm
              key={`${offering.offeringId}:${typed(offering.dailyCapacity)}`}
              label={availabilityCopyFor.offeringCapacityLabel(offering.title)}
              hint={AVAILABILITY_COPY.offeringHint}
              initial={offering.dailyCapacity}
              act={(dailyCapacity) => ({ intent: "offeringCapacity", id: offering.offeringId, title: offering.title, dailyCapacity })}
              failure={failure?.intent === "offeringCapacity" && failure.id === offering.offeringId ? failure.error : null}
              busy={busy}
              sending={sending?.intent === "offeringCapacity" && sending.id === offering.offeringId}
            />
          ))}
        </section>
      ) : null}
    </Card>
  );
}

interface CapacityFormProps {
  label: string;
  hint: string;
  initial: number | null;
  act: (dailyCapacity: string) => CalendarAct;
  failure: string | null;
  busy: boolean;
  sending: boolean;
}

function CapacityForm({ label, hint, initial, act, failure, busy, sending }: CapacityFormProps) {
  const form = useDomainForm<CapacityValues>({ defaultValues: { dailyCapacity: typed(initial) }, check: checkCapacity });
  const submitJson = useSubmitJson();
  const send = form.handleSubmit(async ({ dailyCapacity }) => {
    await submitJson(act(dailyCapacity.trim()));
  });
  return (
    <form method="post" className={styles.capacityForm} onSubmit={(event) => void send(event)} noValidate>
      <FormField form={form} name="dailyCapacity" label={label} hint={hint}>
        {(control) => <input {...control} inputMode="numeric" autoComplete="off" className={`${formStyles.input} ${styles.number}`} />}
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton busy={sending} disabled={busy} label={AVAILABILITY_COPY.save} busyLabel={AVAILABILITY_COPY.saving} />
    </form>
  );
}
