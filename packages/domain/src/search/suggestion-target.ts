import { isHomeSection } from "../catalogue/constants.ts";
import type { SuggestionItem } from "./schemas.ts";
import { storefrontPagePaths } from "../shared/page-paths.ts";

export type SuggestionTarget = { kind: "navigate"; to: string } | { kind: "search"; query: string };

/**
 * Where a picked suggestion leads (application §2 Search), as a path the web and the app share: an offering to its
 * page, a category to its section page, a collection to its page, a vendor
 * to its store; an occasion searches for its name.
 */
export function suggestionTarget(item: SuggestionItem): SuggestionTarget {
  switch (item.type) {
    case "offering":
      return { kind: "navigate", to: storefrontPagePaths.offering(item.id) };
    case "category":
      if (item.subtitle === "Collection") return { kind: "navigate", to: storefrontPagePaths.collection(item.id) };
      return isHomeSection(item.id)
        ? { kind: "navigate", to: storefrontPagePaths.section(item.id) }
        : { kind: "search", query: item.title };
    case "vendor":
      // A vendor's id is its store's slug: its public page (docs/decisions/0059).
      return { kind: "navigate", to: storefrontPagePaths.store(item.id) };
    case "occasion":
      return { kind: "search", query: item.title };
  }
}
