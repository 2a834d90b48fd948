import { TIME_ZONE } from "../shared/dates.ts";
import { CATEGORY_LABELS } from "./constants.ts";
import type { CATEGORIES } from "./constants.ts";

// A vendor's public page, /stores/{slug} (docs/decisions/0059): its words, shared by the web and the app. Nothing here
// offers what the page does not do yet (no "Write a review": reviews from bookings are issue 41's own items).

const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: TIME_ZONE });

export const STORE_COPY = {
  /** The vendor strip's and sheet's link to the page. */
  visitStore: "Visit store",
  /** The link's accessible name, which begins with its visible words (WCAG 2.5.3). */
  visitStoreOf: (name: string) => `Visit store of ${name}`,
  about: (name: string) => `About ${name}`,
  /** "On Utsav since November 2026": since operators approved the vendor, or the catalogue's vendor was listed. */
  since: (date: string | Date) => {
    const value = new Date(date);
    return `On Utsav since ${Number.isNaN(value.getTime()) ? "" : monthYear.format(value)}`.trim();
  },
  serviceArea: "Where they serve",
  leadTime: "Notice needed",
  gallery: "Gallery",
  galleryPhoto: (name: string, n: number) => `Photo ${n} from ${name}`,
  /** Where the vendor has not curated a gallery yet, its offerings' first pictures stand in, captioned with their names. */
  galleryFromOfferings: "Pictures from their offerings",
  offerings: (name: string) => `Offerings by ${name}`,
  noOfferings: "No offerings on sale right now.",
  /** A vendor with many offerings shows the first few; the rest are a press away. */
  offeringsFirst: 12,
  showAllOfferings: (count: number) => `Show all ${count} offerings`,
  /** A terms block that applies to some of the vendor's categories only. */
  termsFor: (categories: readonly (typeof CATEGORIES)[number][]) => `For ${categories.map((c) => CATEGORY_LABELS[c]).join(" and ")}`,
  noTerms: "This vendor has not published an advance or refund schedule yet. Ask them before you book.",
  notFound: "This store is not on Utsav",
  notFoundTitle: "Store not found · Utsav",
  title: (name: string) => `${name} · Utsav`,
  description: (name: string, area: string) => `${name}, ${area}: their story, gallery, offerings, reviews and terms on Utsav.`,
  backToHome: "Back to home",
} as const;
