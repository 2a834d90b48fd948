import { useId } from "react";
import { useLocalitySuggestions } from "../lib/localities";

interface LocalityFieldProps extends Omit<React.ComponentProps<"input">, "list" | "type"> {
  /** What is typed in the field now, which the suggestions follow. */
  query: string;
}

/**
 * A locality field: a text field whose suggestions are Bengaluru's localities as a person types a name or a pincode
 * (GET /api/localities, docs/decisions/0022), offered by the browser's own list; the server checks the answer. The
 * input is the form's (its props come from the form helper); this adds the list. The brief's locality, a vendor's base
 * and the areas it serves (docs/decisions/0036).
 */
export function LocalityField({ query, ...input }: LocalityFieldProps) {
  const listId = useId();
  const names = useLocalitySuggestions(query);
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
