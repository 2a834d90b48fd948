// spec: application §9 (business constants and limits) and catalogue §9.

export const DISPLAY = {
  relatedOfferingsInitial: 3,
  reviewsDesktop: 6,
  reviewsMobile: 3,
  reviewCommentLines: 3,
  paginationPageSize: 10,
  paginationDotsMax: 7,
  thumbnailPx: 48,
  thumbnailsHorizontalMax: 6,
  thumbnailsVerticalMax: 4,
  sortOptionHeightPx: 50,
} as const;

/** 10 live, 15 paused by its vendor (hidden), 20 deleted (application §3); see docs/decisions/0007. */
export const OFFERING_STATUS = { live: 10, paused: 15, deleted: 20 } as const;

export const OFFERINGS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

// Value lists of the entities (application §3); the zod schemas build on them. Here, so the browser can use them
// without loading zod.
export const CATEGORIES = ["decor", "gifts", "sweets"] as const;
export const SUB_CATEGORIES = ["personal", "corporate", "all"] as const;
export const OFFERING_TYPES = ["buy", "book", "call"] as const;
export const HOME_SECTIONS = ["decor", "gifts", "sweets", "corporate"] as const;

/** What every screen calls each category (application §2): the storefront, the filters and the vendor forms. */
export const CATEGORY_LABELS: Readonly<Record<(typeof CATEGORIES)[number], string>> = { decor: "Decor", gifts: "Gifts", sweets: "Sweets" };

/** The explore sections (application §2): the three categories, then corporate gifting. */
export const HOME_SECTION_LABELS: Readonly<Record<(typeof HOME_SECTIONS)[number], string>> = { ...CATEGORY_LABELS, corporate: "Corporate" };

export function isHomeSection(value: string): value is (typeof HOME_SECTIONS)[number] {
  return (HOME_SECTIONS as readonly string[]).includes(value);
}
