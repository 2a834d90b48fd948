import { useEffect, useId, useState } from "react";
import { getLocalities } from "@utsav/api-client/localities/get-localities";
import { SEARCH } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";

interface LocalityFieldProps extends Omit<React.ComponentProps<"input">, "list" | "type"> {
  /** What is typed in the field now, which the suggestions follow. */
  query: string;
}

/**
 * The brief's locality: a text field whose suggestions are Bengaluru's localities as the consumer types a name or a
 * pincode (GET /api/localities, docs/decisions/0022), offered by the browser's own list; the server checks the answer.
 * The field is the form's (its props come from the form helper); this adds the list.
 */
export function LocalityField({ query, ...input }: LocalityFieldProps) {
  const listId = useId();
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return;
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

  return (
    <>
      <input {...input} type="text" list={listId} autoComplete="off" />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
