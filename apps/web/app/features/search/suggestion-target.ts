import { HOME_SECTIONS } from "@utsav/domain/client";
import type { HomeSection, SuggestionItem } from "@utsav/domain";
import { paths } from "../../lib/paths";

export type SuggestionTarget = { kind: "navigate"; to: string } | { kind: "search"; query: string };

const isSection = (id: string): id is HomeSection => (HOME_SECTIONS as readonly string[]).includes(id);

/**
 * Where a picked suggestion leads: an offering to its page, a category to its section page, a collection to its
 * page; an occasion or a vendor searches for its name.
 */
export function suggestionTarget(item: SuggestionItem): SuggestionTarget {
  switch (item.type) {
    case "offering":
      return { kind: "navigate", to: paths.offering(item.id) };
    case "category":
      if (item.subtitle === "Collection") return { kind: "navigate", to: paths.collection(item.id) };
      return isSection(item.id) ? { kind: "navigate", to: paths.section(item.id) } : { kind: "search", query: item.title };
    case "occasion":
    case "vendor":
      return { kind: "search", query: item.title };
  }
}
