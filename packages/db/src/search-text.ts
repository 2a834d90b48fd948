import { OCCASIONS } from "@utsav/catalogue";

/**
 * The words of each category: the `indexed` ones are in every one of its offerings' search text, so a search for
 * them finds the category's offerings; a suggestion of the category answers those and the `suggested` ones too.
 */
export const CATEGORY_WORDS: Record<string, { indexed: string[]; suggested: string[] }> = {
  decor: { indexed: ["decor", "decoration"], suggested: ["flowers", "flower", "lighting", "lights", "balloons", "office decor"] },
  gifts: { indexed: ["gifts", "gift", "hampers"], suggested: ["hamper", "corporate gifts", "barware"] },
  sweets: { indexed: ["sweets", "mithai"], suggested: ["sweet", "laddoo", "barfi", "dates"] },
};

/**
 * The text search matches besides an offering's title (application §5: title, category and vendor name; plus
 * sub-category, vendor area and occasions), lower-case. Stored with the offering; see offerings.search_text.
 */
export function searchTextFor(o: {
  category: string;
  subCategory: string;
  vendorName: string;
  vendorArea: string;
  occasions: readonly string[];
}): string {
  const occasions = o.occasions.map((id) => OCCASIONS[id as keyof typeof OCCASIONS] ?? id);
  return [
    CATEGORY_WORDS[o.category]?.indexed.join(" ") ?? o.category,
    o.subCategory === "all" ? "" : o.subCategory,
    o.vendorName,
    o.vendorArea,
    ...occasions,
  ]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}
