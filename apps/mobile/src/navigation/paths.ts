import type { Href } from "expo-router";
import { isHomeSection, OFFERING_NAV_PREFIX, slugFromNavRef, storefrontPaths } from "@utsav/domain/client";

/** Every screen's address, built in one place (STYLE.md). The storefront's are the web's, from the domain. */
export const paths = {
  ...storefrontPaths,
  search: () => "/search",
  login: () => "/login",
  profile: () => "/profile",
  booking: (slug: string) => `/booking/${slug}`,
  // the web's addresses, so a link to either opens the same screen
  myBookings: () => "/account/bookings",
  myBooking: (id: string) => `/account/bookings/${encodeURIComponent(id)}`,
} as const satisfies Record<string, (...args: never[]) => Href>;

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
