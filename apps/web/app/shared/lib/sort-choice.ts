import { CATALOGUE_COPY, SORT_OPTIONS } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";

// The sort rules of application §2, shared by every sort control.

/** What the sort button reads while no option is chosen. */
export const SORT_PLACEHOLDER = CATALOGUE_COPY.sortBy;

/** spec: application §2 "picking the selected option again deselects it". */
export function toggleSort(current: SortValue | null, picked: SortValue): SortValue | null {
  return current === picked ? null : picked;
}

/** The chosen option's label, or 'Sort By' while none is chosen. */
export function sortLabel(sort: SortValue | null): string {
  return SORT_OPTIONS.find((o) => o.value === sort)?.label ?? SORT_PLACEHOLDER;
}
