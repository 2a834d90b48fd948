import { useEffect, useId, useState } from "react";
import { getLocalities } from "@utsav/api-client/localities/get-localities";
import { setLocation } from "@utsav/api-client/localities/set-location";
import { SEARCH } from "@utsav/domain/client";
import type { LocalityData } from "@utsav/domain";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { PinIcon } from "../../shared/ui/icons";
import styles from "./location-button.module.css";

interface LocalityPickerProps {
  /** The locality chosen now, or null. */
  current: string | null;
  /** After the choice is kept (cookie, and profile when signed in): null when the consumer forgot it. */
  onChosen: (locality: LocalityData | null) => void;
}

/**
 * The location popup's locality field: a consumer types a name or a pincode and picks one of the Bengaluru
 * localities suggested (docs/decisions/0022). Its code loads when the popup first opens.
 */
export default function LocalityPicker({ current, onChosen }: LocalityPickerProps) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<LocalityData[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const listId = useId();

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getLocalities(browserApi, text, { signal: controller.signal })
        .then((result) => {
          if (result.ok) setResults(result.data.localities);
        })
        .catch(() => undefined);
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = async (locality: string | null) => {
    setSaving(true);
    setError(null);
    try {
      const result = await setLocation(browserApi, { locality });
      if (result.ok) onChosen(result.data.locality);
      else setError(result.errorMessage ?? "We could not keep your locality. Please try again.");
    } catch (thrown) {
      setError(thrownMessage(thrown, "We could not keep your locality. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.pickerLabel}>
        Your locality
      </label>
      <input
        id={inputId}
        className={styles.pickerInput}
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder="Type a locality or pincode"
        value={query}
        aria-controls={listId}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error ? (
        <p role="alert" className={styles.pickerError}>
          {error}
        </p>
      ) : null}
      <ul id={listId} className={styles.localities} aria-label="Localities" aria-live="polite">
        {results.map((locality) => (
          <li key={locality.name}>
            <button type="button" className={styles.locality} disabled={saving} onClick={() => void choose(locality.name)}>
              <PinIcon />
              <span className={styles.cityName}>{locality.name}</span>
              <span className={styles.pincode}>{locality.pincodes.join(", ")}</span>
            </button>
          </li>
        ))}
      </ul>
      {current ? (
        <button type="button" className={styles.forget} disabled={saving} onClick={() => void choose(null)}>
          Forget {current}
        </button>
      ) : null}
    </div>
  );
}
