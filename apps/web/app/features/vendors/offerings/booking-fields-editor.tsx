import { ACCOUNT_COPY, VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import type { BookingAttribute } from "@utsav/domain";
import { errorIdOf, Field, fieldAria, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { newBookingField, relabel } from "./offering-values";
import type { BookingFieldDraft, OfferingErrors } from "./offering-values";
import styles from "./editor.module.css";

const INPUT_TYPES: readonly { value: BookingAttribute["inputType"]; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "tel", label: ACCOUNT_COPY.phoneLabel },
  { value: "number", label: "Number" },
  { value: "email", label: "Email" },
];

interface BookingFieldsEditorProps {
  idPrefix: string;
  fields: BookingFieldDraft[];
  errors: OfferingErrors;
  onChange: (fields: BookingFieldDraft[], path: string) => void;
}

/**
 * The questions of a bookable offering's booking form (application §3 bookingAttributes: label, field, type,
 * inputType, required). The stored field name is derived from the label, so the vendor only writes the question.
 */
export function BookingFieldsEditor({ idPrefix, fields, errors, onChange }: BookingFieldsEditorProps) {
  const replace = (index: number, draft: BookingFieldDraft, path: string) =>
    onChange(
      fields.map((f, i) => (i === index ? draft : f)),
      path,
    );
  return (
    <div className={styles.stack}>
      <p className={form.hint}>What customers fill in when they book. Each question needs its own label.</p>
      {fields.map((draft, i) => {
        const labelId = `${idPrefix}-${i}-label`;
        const kindId = `${idPrefix}-${i}-kind`;
        const name = draft.label.trim() || `Question ${i + 1}`;
        const error = errors[`bookingAttributes.${i}.label`];
        return (
          <fieldset key={draft.key} className={styles.group}>
            <legend className={styles.groupLegend}>Question {i + 1}</legend>
            <Field
              label="Label"
              htmlFor={labelId}
              required
              hint={i === 0 ? "What you ask, e.g. Event date or Number of guests" : undefined}
              error={error}
            >
              <input
                {...fieldAria(labelId, error, i === 0)}
                className={form.input}
                value={draft.label}
                onChange={(e) => replace(i, relabel(draft, e.target.value), `bookingAttributes.${i}.label`)}
              />
            </Field>
            <div className={form.row}>
              <Field label="Answer type" htmlFor={kindId}>
                <select
                  id={kindId}
                  className={form.select}
                  value={draft.inputType}
                  onChange={(e) =>
                    replace(i, { ...draft, inputType: e.target.value as BookingAttribute["inputType"] }, "bookingAttributes")
                  }
                >
                  {INPUT_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </Field>
              <div className={styles.checks}>
                <label className={form.check}>
                  <input
                    type="checkbox"
                    checked={draft.type === "textarea"}
                    onChange={(e) => replace(i, { ...draft, type: e.target.checked ? "textarea" : "input" }, "bookingAttributes")}
                  />
                  Long answer (several lines)
                </label>
                <label className={form.check}>
                  <input
                    type="checkbox"
                    checked={draft.required}
                    onChange={(e) => replace(i, { ...draft, required: e.target.checked }, "bookingAttributes")}
                  />
                  Required
                </label>
              </div>
            </div>
            <div className={styles.groupActions}>
              <button
                type="button"
                className={`btn btn-ghost ${styles.danger}`}
                onClick={() =>
                  onChange(
                    fields.filter((_, k) => k !== i),
                    "bookingAttributes",
                  )
                }
              >
                Remove {name}
              </button>
            </div>
          </fieldset>
        );
      })}
      {errors.bookingAttributes ? <FieldError id={errorIdOf(`${idPrefix}-bookingAttributes`)} message={errors.bookingAttributes} /> : null}
      {fields.length < L.bookingAttributes.max ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.addButton}`}
          onClick={() => onChange([...fields, newBookingField()], "bookingAttributes")}
        >
          Add question
        </button>
      ) : null}
    </div>
  );
}
