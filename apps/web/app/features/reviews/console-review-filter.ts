import { REVIEW_COPY } from "@utsav/domain/client";
import type { OperatorReviewFilter } from "@utsav/domain";

// The console's Reviews tabs (docs/decisions/0060): the address is the state (?filter=), reported ones by default.

export const REVIEW_FILTERS: readonly { filter: OperatorReviewFilter; label: string }[] = [
  { filter: "reported", label: REVIEW_COPY.filterReported },
  { filter: "hidden", label: REVIEW_COPY.filterHidden },
  { filter: "all", label: REVIEW_COPY.filterAll },
];

/** The tab the address names; an unknown one reads as the default, Reported. */
export function readReviewFilter(params: URLSearchParams): OperatorReviewFilter {
  const named = params.get("filter");
  return REVIEW_FILTERS.find((tab) => tab.filter === named)?.filter ?? "reported";
}
