import { OCCASIONS } from "@utsav/catalogue";

const CATEGORY_WORDS: Record<string, string> = {
  decor: "decor decoration",
  gifts: "gifts gift hampers",
  sweets: "sweets mithai",
};

/**
 * The text search matches besides an offering's title (application §5: title, category and vendor name; plus
 * sub-category, vendor area and occasions), lower-case. Stored with the offering; see offerings.search_text.
 */
export function searchTextFor(o: { category: string; subCategory: string; vendorName: string; vendorArea: string; occasions: readonly string[] }): string {
  const occasions = o.occasions.map((id) => OCCASIONS[id as keyof typeof OCCASIONS] ?? id);
  return [CATEGORY_WORDS[o.category] ?? o.category, o.subCategory === "all" ? "" : o.subCategory, o.vendorName, o.vendorArea, ...occasions]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}
