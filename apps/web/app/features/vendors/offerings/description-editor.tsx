import { VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import { Field, fieldAria, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { emptyDescriptionSection, newKey } from "./offering-values";
import type { DescriptionDraft, OfferingErrors } from "./offering-values";
import styles from "./editor.module.css";

interface DescriptionEditorProps {
  idPrefix: string;
  sections: DescriptionDraft[];
  errors: OfferingErrors;
  /** The new sections, and the error path the edit touched (its error clears). */
  onChange: (sections: DescriptionDraft[], path: string) => void;
}

/**
 * The offering's description: titled sections of lines, as the offering page shows them (application §3
 * "description (sections with title and list of lines)"). Sections and lines are added and removed with buttons.
 */
export function DescriptionEditor({ idPrefix, sections, errors, onChange }: DescriptionEditorProps) {
  const replace = (index: number, section: DescriptionDraft, path: string) =>
    onChange(
      sections.map((s, i) => (i === index ? section : s)),
      path,
    );
  return (
    <div className={styles.stack}>
      {sections.map((section, i) => {
        const titleId = `${idPrefix}-${i}-title`;
        const name = section.title.trim() || `Section ${i + 1}`;
        return (
          <fieldset key={section.key} className={styles.group}>
            <legend className={styles.groupLegend}>Section {i + 1}</legend>
            <Field
              label="Section title"
              htmlFor={titleId}
              required
              hint={i === 0 ? "e.g. What's included, How it works, Delivery" : undefined}
              error={errors[`description.${i}.title`]}
            >
              <input
                {...fieldAria(titleId, errors[`description.${i}.title`], i === 0)}
                className={form.input}
                value={section.title}
                onChange={(e) => replace(i, { ...section, title: e.target.value }, `description.${i}.title`)}
              />
            </Field>
            <ol className={styles.lines}>
              {section.items.map((item, j) => {
                const lineId = `${idPrefix}-${i}-line-${j}`;
                const error = errors[`description.${i}.items.${j}`];
                return (
                  <li key={item.key} className={styles.line}>
                    <Field label={`Line ${j + 1}`} htmlFor={lineId} required error={error}>
                      <div className={styles.lineRow}>
                        <textarea
                          {...fieldAria(lineId, error)}
                          className={`${form.textarea} ${styles.lineInput}`}
                          rows={2}
                          value={item.text}
                          onChange={(e) =>
                            replace(
                              i,
                              { ...section, items: section.items.map((it, k) => (k === j ? { ...it, text: e.target.value } : it)) },
                              `description.${i}.items.${j}`,
                            )
                          }
                        />
                        {section.items.length > 1 ? (
                          <button
                            type="button"
                            className={styles.iconButton}
                            aria-label={`Remove line ${j + 1} of ${name}`}
                            onClick={() =>
                              replace(i, { ...section, items: section.items.filter((_, k) => k !== j) }, `description.${i}.items`)
                            }
                          >
                            <span aria-hidden="true">×</span>
                          </button>
                        ) : null}
                      </div>
                    </Field>
                  </li>
                );
              })}
            </ol>
            <div className={styles.groupActions}>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => replace(i, { ...section, items: [...section.items, { key: newKey(), text: "" }] }, `description.${i}`)}
              >
                Add line
              </button>
              {sections.length > 1 ? (
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.danger}`}
                  onClick={() =>
                    onChange(
                      sections.filter((_, k) => k !== i),
                      "description",
                    )
                  }
                >
                  Remove {name}
                </button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {sections.length < L.description.max ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.addButton}`}
          onClick={() => onChange([...sections, emptyDescriptionSection()], "description")}
        >
          Add section
        </button>
      ) : null}
    </div>
  );
}
