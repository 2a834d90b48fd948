import { VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import { describedBy, errorIdOf, FieldError, formStyles as form, hintIdOf } from "../../../shared/ui/vendor-area/field";
import styles from "./editor.module.css";

export interface OccasionOption {
  id: string;
  label: string;
}

/** Occasions the offering suits, as toggle chips; search and the occasion filter use them. */
export function OccasionPicker({
  id,
  options,
  selected,
  error,
  onChange,
}: {
  id: string;
  options: readonly OccasionOption[];
  selected: string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const full = selected.length >= L.occasions.max;
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error, true)}>
      <legend className={form.legend}>Occasions</legend>
      <p id={hintIdOf(id)} className={form.hint}>
        Optional. Choose up to {L.occasions.max}; customers find your offering when they search for them.
      </p>
      <ul className={styles.occasions}>
        {options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <li key={option.id}>
              <label className={styles.occasion}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(e) => onChange(e.target.checked ? [...selected, option.id] : selected.filter((s) => s !== option.id))}
                />
                <span>{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
