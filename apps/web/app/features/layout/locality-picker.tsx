import { useEffect, useId, useState } from "react";
import { getLocalities } from "@utsav/api-client/localities/get-localities";
import { setLocation } from "@utsav/api-client/localities/set-location";
import { LOCALITY_COPY, localityCopyFor, SEARCH } from "@utsav/domain/client";
import type { LocalityData } from "@utsav/domain";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { PinIcon } from "../../shared/ui/icons";
import styles from "./location-button.module.css";
import own from "./locality-picker.module.css";

interface LocalityPickerProps {
  /** The locality chosen now, or null. */
  current: string | null;
  /** After the choice is kept (cookie, and profile when signed in): null when the consumer forgot it. */
  onChosen: (locality: LocalityData | null) => void;
}

/** The localities the API found for one typed text: the empty state shows only for what is typed now. */
interface Found {
  text: string;
  localities: LocalityData[];
}

/**
 * The location popup's locality field: a consumer types a name or a pincode and picks one of the Bengaluru
 * localities suggested (docs/decisions/0022). When none matches, a status says so and what to do, and screen readers
 * announce it. Its code loads when the popup first opens.
 */
export default function LocalityPicker({ current, onChosen }: LocalityPickerProps) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const listId = useId();
  const text = query.trim();

  useEffect(() => {
    if (!text) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getLocalities(browserApi, text, { signal: controller.signal })
        .then((result) => {
          if (result.ok) setFound({ text, localities: result.data.localities });
        })
        .catch(() => undefined);
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = async (locality: string | null) => {
    setSaving(true);
    setError(null);
    try {
      const result = await setLocation(browserApi, { locality });
      if (result.ok) onChosen(result.data.locality);
      else setError(result.errorMessage ?? LOCALITY_COPY.saveFailed);
    } catch (thrown) {
      setError(thrownMessage(thrown, LOCALITY_COPY.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  // What is shown belongs to what is typed now; a list for an earlier text stays until the next answer.
  const localities = text ? (found?.localities ?? []) : [];
  const noMatch = found !== null && found.text === text && found.localities.length === 0;

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.pickerLabel}>
        {LOCALITY_COPY.label}
      </label>
      <input
        id={inputId}
        className={styles.pickerInput}
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder={LOCALITY_COPY.placeholder}
        value={query}
        aria-controls={localities.length > 0 ? listId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error ? (
        <p role="alert" className={styles.pickerError}>
          {error}
        </p>
      ) : null}
      {/* Always in the page, so that a screen reader announces what comes into it. */}
      <div role="status" className={own.empty}>
        {noMatch ? (
          <>
            <p className={own.emptyTitle}>{localityCopyFor.noMatch(text)}</p>
            <p className={own.emptyHint}>{LOCALITY_COPY.noMatchHint}</p>
          </>
        ) : null}
      </div>
      {localities.length > 0 ? (
        <ul id={listId} className={styles.localities} aria-label={LOCALITY_COPY.list}>
          {localities.map((locality) => (
            <li key={locality.name}>
              <button type="button" className={styles.locality} disabled={saving} onClick={() => void choose(locality.name)}>
                <PinIcon />
                <span className={styles.cityName}>{locality.name}</span>
                <span className={styles.pincode}>{locality.pincodes.join(", ")}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {current ? (
        <button type="button" className={styles.forget} disabled={saving} onClick={() => void choose(null)}>
          {localityCopyFor.forget(current)}
        </button>
      ) : null}
    </div>
  );
}
