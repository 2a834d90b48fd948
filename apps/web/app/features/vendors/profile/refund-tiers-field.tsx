import { useEffect, useRef } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import {
  amountPaid,
  REFUND_SAMPLE,
  REFUND_TIER_COPY as TIERS,
  REFUND_TIER_LIMITS,
  refundSampleLine,
  refundTierMessageFor,
  typedWholeNumber,
} from "@utsav/domain/client";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { RefundTable } from "../../../shared/ui/refund-table";
import { describedBy, errorIdOf, FieldError, formStyles as form, hintIdOf } from "../../../shared/ui/vendor-area/field";
import { refundsOfValues } from "./sections/terms";
import type { TermsValues } from "./sections/terms";
import styles from "./refund-tiers.module.css";

/**
 * The Terms section's refund schedule as data (docs/decisions/0035): rows of "from N hours before the event, X% back"
 * (added, removed, put in order of notice), or "no refunds"; beside them, the table the shopper will read and a sample
 * line, worked out by the rule a cancellation uses, as the vendor types.
 */
export function RefundTiersField({ f }: { f: DomainForm<TermsValues> }) {
  const rows = useFieldArray({ control: f.formControl, name: "refundTiers" });
  const [tiers, noRefunds, otherRefunds] = useWatch({ control: f.formControl, name: ["refundTiers", "noRefunds", "otherRefunds"] });
  const id = f.fieldId("refundTiers");
  const listError = f.errorOf("refundTiers");
  const full = rows.fields.length >= REFUND_TIER_LIMITS.tiers.max;
  // Rows keep their place while typed (moving one under the cursor would lose the focus); a button puts them in order.
  const hours = tiers.map((t) => typedWholeNumber(t.hoursBefore) ?? -1);
  const outOfOrder = hours.some((h, i) => i > 0 && h > (hours[i - 1] ?? h));
  // A button that removes or moves rows would leave the focus on nothing (the body): once the rows are drawn again, it
  // goes where the vendor carries on (WCAG 2.4.3).
  const addRow = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<(() => void) | null>(null);
  useEffect(() => {
    focusNext.current?.();
    focusNext.current = null;
  });
  const hoursBox = (index: number) => () => f.setFocus(`refundTiers.${index}.hoursBefore`);
  const orderByNotice = () => {
    const order = hours.map((h, index) => ({ h, index })).sort((a, b) => b.h - a.h);
    rows.replace(order.flatMap(({ index }) => tiers[index] ?? []));
    focusNext.current = hoursBox(0);
  };
  /** Removes a row; the focus goes to the previous row's hours, or to "Add a row" when it was the first. */
  const removeRow = (index: number) => {
    rows.remove(index);
    focusNext.current = index > 0 ? hoursBox(index - 1) : () => addRow.current?.focus();
  };
  const { ref: noRefundsRef, ...noRefundsChoice } = f.choice("noRefunds");
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, listError, true)}>
      <legend className={form.legend}>{TIERS.legend}</legend>
      <p id={hintIdOf(id)} className={form.hint}>
        {TIERS.hint}
      </p>
      <label className={form.check}>
        <input type="checkbox" {...noRefundsChoice} ref={noRefundsRef} defaultChecked={Boolean(f.formState.defaultValues?.noRefunds)} />
        {TIERS.noRefunds}
      </label>
      {noRefunds ? null : (
        <>
          <ol className={styles.tiers} aria-label={TIERS.legend}>
            {rows.fields.map((row, index) => (
              <TierRow key={row.id} f={f} index={index} defaults={row} onRemove={() => removeRow(index)} />
            ))}
          </ol>
          <div className={styles.tierActions}>
            <button
              ref={addRow}
              type="button"
              className="btn btn-outline"
              disabled={full}
              onClick={() => {
                f.clearErrors("refundTiers");
                rows.append({ hoursBefore: "", percent: "" });
              }}
            >
              {TIERS.addTier}
            </button>
            {outOfOrder ? (
              <button type="button" className="btn btn-outline" onClick={orderByNotice}>
                {TIERS.orderByNotice}
              </button>
            ) : null}
          </div>
          {listError ? <FieldError id={errorIdOf(id)} message={listError} /> : null}
        </>
      )}
      <RefundPreview values={{ refundTiers: tiers, noRefunds, otherRefunds }} f={f} />
    </fieldset>
  );
}

/** One row: hours before the event and the percent back, each a labelled box with its own error, and Remove. */
function TierRow({
  f,
  index,
  defaults,
  onRemove,
}: {
  f: DomainForm<TermsValues>;
  index: number;
  defaults: { hoursBefore: string; percent: string };
  onRemove: () => void;
}) {
  const hours = `refundTiers.${index}.hoursBefore` as const;
  const percent = `refundTiers.${index}.percent` as const;
  const box = (name: typeof hours | typeof percent, label: string, value: string) => {
    const boxId = f.fieldId(name);
    const error = f.errorOf(name);
    return (
      <div className={styles.box}>
        <label htmlFor={boxId} className={styles.boxLabel}>
          {label}
        </label>
        <input {...f.control(name)} className={form.input} inputMode="numeric" defaultValue={value} />
        {error ? <FieldError id={errorIdOf(boxId)} message={error} /> : null}
      </div>
    );
  };
  return (
    <li className={styles.tier} aria-label={refundTierMessageFor.tierLabel(index + 1)}>
      {box(hours, TIERS.hoursBefore, defaults.hoursBefore)}
      {box(percent, TIERS.percent, defaults.percent)}
      <button
        type="button"
        className={`btn btn-outline ${styles.remove}`}
        onClick={onRemove}
        aria-label={refundTierMessageFor.removeTier(index + 1)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** What the shopper will read: the schedule's table and a sample line, with the advance typed above. */
function RefundPreview({
  values,
  f,
}: {
  values: Pick<TermsValues, "refundTiers" | "noRefunds" | "otherRefunds">;
  f: DomainForm<TermsValues>;
}) {
  const advance = useWatch({ control: f.formControl, name: "advancePercent" });
  const schedule = refundsOfValues(values);
  const advancePercent = typedWholeNumber(advance);
  const paid = amountPaid(REFUND_SAMPLE.price, advancePercent !== null && advancePercent <= 100 ? advancePercent : null);
  return (
    <section className={styles.preview} aria-labelledby={`${f.fieldId("refundTiers")}-preview`}>
      <h3 id={`${f.fieldId("refundTiers")}-preview`} className={styles.previewTitle}>
        {TIERS.previewTitle}
      </h3>
      {schedule ? (
        <>
          <RefundTable schedule={schedule} />
          <p className={styles.sample} aria-live="polite">
            {refundSampleLine(schedule, paid)}
          </p>
          <p className={form.hint}>{TIERS.policyExplains}</p>
        </>
      ) : (
        <p className={form.hint} aria-live="polite">
          {TIERS.notStated}
        </p>
      )}
    </section>
  );
}
