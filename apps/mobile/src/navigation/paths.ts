import type { Href } from "expo-router";
import { isHomeSection, OFFERING_NAV_PREFIX, slugFromNavRef } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";

/** Every screen's address, built in one place (STYLE.md). They are the web's paths (application §2 Routes). */
export const paths = {
  home: () => "/",
  section: (section: HomeSection) => `/${section}`,
  offerings: () => "/offerings",
  widgetOfferings: (widgetId: string) => `/widget/${encodeURIComponent(widgetId)}/offerings`,
  offering: (slug: string) => `/offerings/${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
  search: () => "/search",
  login: () => "/login",
  profile: () => "/profile",
  booking: (slug: string) => `/booking/${slug}`,
} as const satisfies Record<string, (...args: never[]) => Href>;

/** Pages of the web site the app opens in the in-app browser, under the API's address (the same server). */
export const sitePaths = {
  requestProposals: () => "/request-proposals",
  vendors: () => "/vendors",
  terms: () => "/terms",
  privacy: () => "/privacy",
} as const;

/**
 * Where a navRef from the API leads in the app: an offering, a collection, a section or the offerings list; anything
 * else goes home (application §2 "/ Home; fallback target for anything without a link").
 */
export function pathOfNavRef(navRef: string): string {
  const path = navRef.split(/[?#]/)[0] ?? "";
  if (path.startsWith(OFFERING_NAV_PREFIX)) return paths.offering(slugFromNavRef(path));
  const collection = /^\/collections\/([a-z0-9-]+)\/?$/.exec(path);
  if (collection?.[1]) return paths.collection(collection[1]);
  const section = path.replace(/^\/+|\/+$/g, "");
  if (isHomeSection(section)) return paths.section(section);
  if (section === "offerings") return paths.offerings();
  return paths.home();
}
