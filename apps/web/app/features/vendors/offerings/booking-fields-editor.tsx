import { useFieldArray, useWatch } from "react-hook-form";
import { ACCOUNT_COPY, VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import type { BookingAttribute } from "@utsav/domain";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { errorIdOf, Field, FieldError, formStyles } from "../../../shared/ui/vendor-area/field";
import { listError, newBookingField, relabel } from "./offering-values";
import type { OfferingValues } from "./offering-values";
import styles from "./editor.module.css";

const INPUT_TYPES: readonly { value: BookingAttribute["inputType"]; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "tel", label: ACCOUNT_COPY.phoneLabel },
  { value: "number", label: "Number" },
  { value: "email", label: "Email" },
];

/**
 * The questions of a bookable offering's booking form (application §3 bookingAttributes: label, field, type,
 * inputType, required). The stored field name is derived from the label, so the vendor only writes the question.
 * The questions are a field array of the editor's form; any edit of the list clears the list's own message.
 */
export function BookingFieldsEditor({ form, idPrefix }: { form: DomainForm<OfferingValues>; idPrefix: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.formControl, name: "bookingAttributes" });
  // What is typed now, for the names of the Remove buttons and the long-answer boxes.
  const rows = useWatch({ control: form.formControl, name: "bookingAttributes" });
  const clearListError = () => form.clearErrors(listError("bookingAttributes"));
  const listMessage = form.formState.errors.bookingAttributes?.root?.message;
  return (
    <div className={styles.stack}>
      <p className={formStyles.hint}>What customers fill in when they book. Each question needs its own label.</p>
      {fields.map((draft, i) => {
        const row = rows[i] ?? draft;
        const name = row.label.trim() || `Question ${i + 1}`;
        const label = `bookingAttributes.${i}.label` as const;
        const kind = form.control(`bookingAttributes.${i}.inputType`);
        const required = form.choice(`bookingAttributes.${i}.required`);
        return (
          <fieldset key={draft.id} className={styles.group}>
            <legend className={styles.groupLegend}>Question {i + 1}</legend>
            <FormField
              form={form}
              name={label}
              label="Label"
              required
              hint={i === 0 ? "What you ask, e.g. Event date or Number of guests" : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  className={formStyles.input}
                  defaultValue={draft.label}
                  onChange={(event) => {
                    void control.onChange(event);
                    // A new question's stored name follows its label; a saved one keeps its name.
                    form.setValue(
                      `bookingAttributes.${i}.field`,
                      relabel(form.getValues(`bookingAttributes.${i}`), event.target.value).field,
                    );
                    clearListError();
                  }}
                />
              )}
            </FormField>
            <div className={formStyles.row}>
              <Field label="Answer type" htmlFor={form.fieldId(`bookingAttributes.${i}.inputType`)}>
                <select
                  {...kind}
                  className={formStyles.select}
                  defaultValue={draft.inputType}
                  onChange={(event) => {
                    void kind.onChange(event);
                    clearListError();
                  }}
                >
                  {INPUT_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </Field>
              <div className={styles.checks}>
                <label className={formStyles.check}>
                  <input
                    type="checkbox"
                    checked={row.type === "textarea"}
                    onChange={(event) => {
                      form.setValue(`bookingAttributes.${i}.type`, event.target.checked ? "textarea" : "input");
                      clearListError();
                    }}
                  />
                  Long answer (several lines)
                </label>
                <label className={formStyles.check}>
                  <input
                    type="checkbox"
                    defaultChecked={draft.required}
                    {...required}
                    onChange={(event) => {
                      void required.onChange(event);
                      clearListError();
                    }}
                  />
                  Required
                </label>
              </div>
            </div>
            <div className={styles.groupActions}>
              <button
                type="button"
                className={`btn btn-ghost ${styles.danger}`}
                onClick={() => {
                  remove(i);
                  clearListError();
                }}
              >
                Remove {name}
              </button>
            </div>
          </fieldset>
        );
      })}
      {listMessage ? <FieldError id={errorIdOf(`${idPrefix}-bookingAttributes`)} message={listMessage} /> : null}
      {fields.length < L.bookingAttributes.max ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.addButton}`}
          onClick={() => {
            // Focus stays on the button, so several questions can be added in a row (react-hook-form would move it).
            append(newBookingField(), { shouldFocus: false });
            clearListError();
          }}
        >
          Add question
        </button>
      ) : null}
    </div>
  );
}
