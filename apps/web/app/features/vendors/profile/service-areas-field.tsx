import { useState } from "react";
import { useController } from "react-hook-form";
import { VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { Field, fieldAria, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { serviceAreaError } from "./sections/service";
import type { ServiceValues } from "./sections/service";
import styles from "./profile.module.css";

/**
 * The areas the business serves: typed one at a time and shown as a list, each with its own Remove button. The list
 * is the form's value (no input holds it); its error, and an entry's, show under the entry, which takes the focus.
 */
export function ServiceAreasField({ f }: { f: DomainForm<ServiceValues> }) {
  const { field: areas } = useController({ control: f.formControl, name: "serviceAreas" });
  const [entry, setEntry] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  const id = f.fieldId("serviceAreas");
  const error = entryError ?? f.errorOf("serviceAreas");
  const change = (next: string[]) => {
    f.clearErrors("serviceAreas");
    areas.onChange(next);
  };
  const add = () => {
    const problem = serviceAreaError(entry, areas.value);
    setEntryError(problem);
    if (problem) return;
    change([...areas.value, entry.trim()]);
    setEntry("");
  };
  const added =
    areas.value.length > 0 ? (
      <ul className={styles.chips} aria-label="Added areas">
        {areas.value.map((area) => (
          <li key={area} className={styles.chip}>
            {area}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove ${area}`}
              onClick={() => change(areas.value.filter((a) => a !== area))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <Field
      label="Areas you serve"
      htmlFor={id}
      required
      hint={`Add each locality you deliver to or work in, e.g. Koramangala, HSR Layout. Up to ${L.serviceAreas.max}.`}
      error={error ?? undefined}
      after={added}
    >
      <div className={styles.addRow}>
        <input
          {...fieldAria(id, error, true)}
          ref={areas.ref}
          className={form.input}
          value={entry}
          onChange={(e) => {
            setEntry(e.target.value);
            setEntryError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={add}>
          Add
        </button>
      </div>
    </Field>
  );
}
