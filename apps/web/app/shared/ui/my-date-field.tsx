import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { setLocation } from "@utsav/api-client/localities/set-location";
import { addDays, AVAILABILITY, indianDate, MY_DATE_COPY, myDateCopyFor, myDateProblem, SEARCH } from "@utsav/domain/client";
import { browserApi, thrownMessage } from "../../lib/api-client";
import styles from "./my-date-field.module.css";

interface MyDateFieldProps {
  /** The event date chosen now (YYYY-MM-DD), or null. */
  value: string | null;
  /** The list's "Free on …" tick, shown once a date is chosen: whether it keeps only the vendors free that day. */
  freeOnly?: boolean;
  onFreeOnlyChange?: (freeOnly: boolean) => void;
}

/**
 * The shopper's event date for "Free on my date" (decision 0058), kept as the chosen locality is: in a cookie, and in
 * the profile when signed in. A date in range is saved a moment after it is typed (a year typed digit by digit passes
 * through dates long gone); the page's loaders then run again to say which vendors are free that day. Lists load it
 * apart (React.lazy), after their first screen.
 */
export default function MyDateField({ value, freeOnly = false, onFreeOnlyChange }: MyDateFieldProps) {
  const [draft, setDraft] = useState(value ?? "");
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const id = useId();
  const today = indianDate();
  const last = addDays(today, AVAILABILITY.aheadMaxDays);

  useEffect(() => setDraft(value ?? ""), [value]);

  useEffect(() => {
    if (draft === (value ?? "") || (draft !== "" && myDateProblem(draft) !== null)) return;
    const timer = setTimeout(() => {
      setError(null);
      setLocation(browserApi, { eventDate: draft || null })
        .then((result) => {
          if (result.ok) void revalidator.revalidate();
          else setError(result.errorMessage ?? MY_DATE_COPY.saveFailed);
        })
        .catch((thrown: unknown) => setError(thrownMessage(thrown, MY_DATE_COPY.saveFailed)));
    }, SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [draft, value, revalidator]);

  // The rule the API keeps (a day gone by, or over two years ahead), said when the field is left.
  const checkOnLeave = () => setError(draft === "" ? null : myDateProblem(draft));

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {MY_DATE_COPY.label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="date"
          min={today}
          max={last}
          value={draft}
          aria-describedby={`${id}-note`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setError(null);
            setDraft(event.target.value);
          }}
          onBlur={checkOnLeave}
        />
        {value ? (
          <button type="button" className={styles.clear} onClick={() => setDraft("")}>
            {MY_DATE_COPY.clear}
          </button>
        ) : null}
      </div>
      <p id={`${id}-note`} className={error ? styles.error : styles.hint} role={error ? "alert" : undefined}>
        {error ?? MY_DATE_COPY.hint}
      </p>
      {value && onFreeOnlyChange ? (
        <label className={styles.tick}>
          <input type="checkbox" checked={freeOnly} onChange={(event) => onFreeOnlyChange(event.target.checked)} />
          {myDateCopyFor.freeOn(value)}
        </label>
      ) : null}
    </div>
  );
}
