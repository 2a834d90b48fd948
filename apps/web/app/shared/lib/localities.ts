import { useEffect, useRef, useState } from "react";
import { getLocalities } from "@utsav/api-client/localities/get-localities";
import { SEARCH, TERMS_MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";

// Bengaluru's localities as a form meets them (docs/decisions/0022, 0036): suggestions as a person types, and whether
// what they typed is one. Both ask GET /api/localities, so no page's script carries the gazetteer.

/** Suggestions start at this many characters. */
const SUGGEST_FROM = 2;

/**
 * The names of the localities suggested for what is typed, after the search's pause; none below two characters, and
 * none for the value the field opened with (a saved base, a restored draft), which nobody typed.
 */
export function useLocalitySuggestions(query: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  const opened = useRef<string | null>(query);
  useEffect(() => {
    if (opened.current === query) return;
    opened.current = null;
    const text = query.trim();
    if (text.length < SUGGEST_FROM) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getLocalities(browserApi, text, { signal: controller.signal })
        .then((result) => {
          if (result.ok) setNames(result.data.localities.map((l) => l.name));
        })
        .catch(() => undefined);
    }, SEARCH.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return names;
}

/** What the API said of each text asked about this visit: a locality's name, or null for none. */
const named = new Map<string, string | null>();

/**
 * The gazetteer's name of the locality a text names (its name in any case, another spelling, or a pincode); null when
 * it names none; undefined when the API cannot be asked (the server checks again when the form is sent).
 */
export async function localityNamed(text: string): Promise<string | null | undefined> {
  const key = text.trim().toLowerCase();
  if (!key) return null;
  if (named.has(key)) return named.get(key);
  try {
    const result = await getLocalities(browserApi, text.trim());
    if (!result.ok) return undefined;
    const name = result.data.match?.name ?? null;
    named.set(key, name);
    if (name) named.set(name.toLowerCase(), name);
    return name;
  } catch {
    return undefined;
  }
}

/** The location popup's words for a text that names no locality; null when it names one, or cannot be asked now. */
export async function unknownLocalityProblem(text: string): Promise<string | null> {
  if (!text.trim()) return null;
  return (await localityNamed(text)) === null ? TERMS_MESSAGES.unknownLocality(text.trim()) : null;
}
