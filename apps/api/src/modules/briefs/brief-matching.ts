import { matchingCategories } from "@utsav/domain";
import type { BriefToMatch, Category } from "@utsav/domain";
import { DEFAULT_TERMS } from "../terms/index.ts";
import type { BriefCandidate } from "./brief-repository.ts";

/** A live vendor that can take a brief, with the brief's categories it takes (kept with its match). */
export type MatchedVendor = BriefCandidate & { categories: Category[] };

/**
 * The candidates that match a brief, in the candidates' order, by the one rule (matchingCategories, docs/decisions/0023):
 * used when a brief is sent and when operators send it to more vendors (docs/decisions/0037). A vendor that wrote no
 * terms serves Bengaluru with no lead time. The candidates are those free on the brief's date, neither blocked nor full
 * (BriefRepository.candidates with the date: docs/decisions/0056).
 */
export function matchedVendors(candidates: readonly BriefCandidate[], wanted: BriefToMatch<Category>, now: Date): MatchedVendor[] {
  return candidates
    .map((c) => ({
      ...c,
      categories: matchingCategories({ terms: c.terms ?? DEFAULT_TERMS, categoriesOnSale: c.categoriesOnSale }, wanted, now),
    }))
    .filter((m) => m.categories.length > 0);
}
