import { useFieldArray, useWatch } from "react-hook-form";
import { VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { formStyles } from "../../../shared/ui/vendor-area/field";
import { emptyDescriptionSection, listError } from "./offering-values";
import type { OfferingValues } from "./offering-values";
import styles from "./editor.module.css";

type OfferingForm = DomainForm<OfferingValues>;

/**
 * The offering's description: titled sections of lines, as the offering page shows them (application §3
 * "description (sections with title and list of lines)"). Sections and lines are added and removed with buttons; both
 * are field arrays of the editor's form, and any edit clears the description's own message.
 */
export function DescriptionEditor({ form }: { form: OfferingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.formControl, name: "description" });
  const clearListError = () => form.clearErrors(listError("description"));
  return (
    <div className={styles.stack}>
      {fields.map((section, i) => (
        <DescriptionSection
          key={section.id}
          form={form}
          index={i}
          onRemove={
            fields.length > 1
              ? () => {
                  remove(i);
                  clearListError();
                }
              : null
          }
        />
      ))}
      {fields.length < L.description.max ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.addButton}`}
          onClick={() => {
            // Focus stays on the button, which is where the vendor is; the new section follows it in the page.
            append(emptyDescriptionSection(), { shouldFocus: false });
            clearListError();
          }}
        >
          Add section
        </button>
      ) : null}
    </div>
  );
}

/** One section: its title and its lines (a field array of their own); Remove only while there is another section. */
function DescriptionSection({ form, index: i, onRemove }: { form: OfferingForm; index: number; onRemove: (() => void) | null }) {
  const { fields, append, remove } = useFieldArray({ control: form.formControl, name: `description.${i}.items` });
  // What is typed now, for the names of the Remove buttons.
  const title = useWatch({ control: form.formControl, name: `description.${i}.title` });
  const name = title.trim() || `Section ${i + 1}`;
  const clearListError = () => form.clearErrors(listError("description"));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>Section {i + 1}</legend>
      <FormField
        form={form}
        name={`description.${i}.title`}
        label="Section title"
        required
        hint={i === 0 ? "e.g. What's included, How it works, Delivery" : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            defaultValue={form.getValues(`description.${i}.title`)}
            onChange={(event) => {
              void control.onChange(event);
              clearListError();
            }}
          />
        )}
      </FormField>
      <ol className={styles.lines}>
        {fields.map((item, j) => (
          <li key={item.id} className={styles.line}>
            <FormField form={form} name={`description.${i}.items.${j}.text`} label={`Line ${j + 1}`} required>
              {(control) => (
                <div className={styles.lineRow}>
                  <textarea
                    {...control}
                    className={`${formStyles.textarea} ${styles.lineInput}`}
                    rows={2}
                    defaultValue={item.text}
                    onChange={(event) => {
                      void control.onChange(event);
                      clearListError();
                    }}
                  />
                  {fields.length > 1 ? (
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`Remove line ${j + 1} of ${name}`}
                      onClick={() => {
                        remove(j);
                        clearListError();
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  ) : null}
                </div>
              )}
            </FormField>
          </li>
        ))}
      </ol>
      <div className={styles.groupActions}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            append({ text: "" }, { shouldFocus: false });
            clearListError();
          }}
        >
          Add line
        </button>
        {onRemove ? (
          <button type="button" className={`btn btn-ghost ${styles.danger}`} onClick={onRemove}>
            Remove {name}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
