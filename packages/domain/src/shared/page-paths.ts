import type { HomeSection } from "../catalogue/home-schemas.ts";

// spec: application §2 Routes. The web serves these pages and the app draws the same addresses as its own screens
// or opens them in its in-app browser, so each address is built here once.

/** The storefront's pages: home, a section, the offerings list, an offering and a collection. */
export const storefrontPaths = {
  home: () => "/",
  section: (section: HomeSection) => `/${section}`,
  offerings: () => "/offerings",
  widgetOfferings: (widgetId: string) => `/widget/${encodeURIComponent(widgetId)}/offerings`,
  offering: (slug: string) => `/offerings/${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
} as const;

/** Pages only the web site draws; the app opens them in its in-app browser. */
export const sitePagePaths = {
  requestProposals: () => "/request-proposals",
  vendors: () => "/vendors",
  privacy: () => "/privacy",
  terms: () => "/terms",
} as const;
