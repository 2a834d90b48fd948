import { useState } from "react";
import { useController } from "react-hook-form";
import { SERVICE_AREA_COPY as AREA_COPY, serviceAreaCopyFor, TERMS_MESSAGES } from "@utsav/domain/client";
import { localityNamed } from "../../../shared/lib/localities";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { LocalityField } from "../../../shared/ui/locality-field";
import { Field, fieldAria, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { serviceAreaError } from "./sections/service";
import type { ServiceValues } from "./sections/service";
import styles from "./profile.module.css";

/**
 * The areas the business serves besides its radius: localities of the gazetteer, suggested as the vendor types, added
 * one at a time by the name the gazetteer gives them (docs/decisions/0036) and shown as a list, each with its own
 * Remove button. The list is the form's value (no input holds it); its error, and an entry's, show under the entry,
 * which takes the focus.
 */
export function ServiceAreasField({ f }: { f: DomainForm<ServiceValues> }) {
  const { field: areas } = useController({ control: f.formControl, name: "serviceAreas" });
  const [entry, setEntry] = useState("");
  const [entryError, setEntryError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const id = f.fieldId("serviceAreas");
  const error = entryError ?? f.errorOf("serviceAreas");
  const change = (next: string[]) => {
    f.clearErrors("serviceAreas");
    areas.onChange(next);
  };
  const add = async () => {
    const typed = serviceAreaError(entry, areas.value);
    if (typed) {
      setEntryError(typed);
      return;
    }
    setChecking(true);
    const name = await localityNamed(entry);
    setChecking(false);
    // Offline, the entry is kept as typed: the server checks it with the section.
    const area = name === undefined ? entry.trim() : name;
    const problem = area === null ? TERMS_MESSAGES.unknownLocality(entry.trim()) : serviceAreaError(area, areas.value);
    setEntryError(problem);
    if (problem || area === null) return;
    change([...areas.value, area]);
    setEntry("");
  };
  const added =
    areas.value.length > 0 ? (
      <ul className={styles.chips} aria-label={AREA_COPY.addedAreas}>
        {areas.value.map((area) => (
          <li key={area} className={styles.chip}>
            {area}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={serviceAreaCopyFor.removeArea(area)}
              onClick={() => change(areas.value.filter((a) => a !== area))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <Field label={AREA_COPY.areasLabel} htmlFor={id} required hint={AREA_COPY.areasHint} error={error ?? undefined} after={added}>
      <div className={styles.addRow}>
        <LocalityField
          {...fieldAria(id, error, true)}
          ref={areas.ref}
          className={form.input}
          value={entry}
          query={entry}
          onChange={(e) => {
            setEntry(e.target.value);
            setEntryError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={() => void add()} aria-busy={checking || undefined}>
          {AREA_COPY.addArea}
        </button>
      </div>
    </Field>
  );
}
