import { copy } from "../catalogue/copy-words.ts";
import { SORT_OPTIONS } from "./constants.ts";
import type { SortValue } from "./constants.ts";

// The sort rules of application §2, shared by every sort control of the web and the native app.

/** spec: application §2 "picking the selected option again deselects it". */
export function toggleSort(current: SortValue | null, picked: SortValue): SortValue | null {
  return current === picked ? null : picked;
}

/** What the sort button reads: the chosen option's label, or 'Sort By' while none is chosen (application §2). */
export function sortLabel(sort: SortValue | null): string {
  return SORT_OPTIONS.find((o) => o.value === sort)?.label ?? copy.sortBy;
}
