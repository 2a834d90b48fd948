import type { GeoPoint } from "../terms/localities.ts";
import { earliestEventDate, termsForCategory } from "../terms/rules.ts";
import type { VendorTermsByCategory } from "../terms/rules.ts";
import { serviceabilityOf } from "../terms/service-areas.ts";

// Which vendors a brief goes to (docs/decisions/0023): the one rule. The API's query (BriefRepository.candidates)
// finds the live vendors, approved and not paused, with what they have on sale by category (the go-live gate); this
// function decides, for each of them, with the vendor's terms by category (docs/decisions/0022).

export interface BriefToMatch<C extends string = string> {
  categories: readonly C[];
  /** The brief's locality, from the gazetteer: its point, and its name, which a vendor's named areas match. */
  locality: GeoPoint & { name: string };
  /** YYYY-MM-DD, a day in India. */
  eventDate: string;
}

export interface MatchCandidate {
  /** The vendor's terms; a vendor that wrote none serves Bengaluru with no lead time. */
  terms: VendorTermsByCategory;
  /** The categories in which the vendor has at least one offering on sale. */
  categoriesOnSale: readonly string[];
}

/**
 * The categories of the brief this vendor can take, in the brief's order; empty when the vendor does not match. A
 * category counts when the vendor has an offering on sale in it, serves the brief's locality under its terms for that
 * category, and its lead time for that category, counted from today in India, reaches the event date.
 */
export function matchingCategories<C extends string>(vendor: MatchCandidate, brief: BriefToMatch<C>, now: Date = new Date()): C[] {
  return brief.categories.filter((category) => {
    if (!vendor.categoriesOnSale.includes(category)) return false;
    const terms = termsForCategory(vendor.terms, category);
    if (!serviceabilityOf(terms.serviceArea, brief.locality).serves) return false;
    return earliestEventDate(terms.leadTimeDays, now) <= brief.eventDate;
  });
}

/** Whether a vendor matches a brief: it can take at least one of its categories. */
export function matchesBrief(vendor: MatchCandidate, brief: BriefToMatch, now: Date = new Date()): boolean {
  return matchingCategories(vendor, brief, now).length > 0;
}
