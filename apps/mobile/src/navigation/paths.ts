import type { Href } from "expo-router";
import { appScreenPaths, isHomeSection, OFFERING_NAV_PREFIX, pagePaths, slugFromNavRef, workPagePaths } from "@utsav/domain/shopper";

/** The query that opens My booking's checkout as the screen opens. */
export const PAY_ON_OPEN = { param: "pay", value: "now" } as const;

/**
 * Every screen's address, built in one place (STYLE.md): the registry of packages/domain. Where the app has the web's
 * page it has the web's address, so a link to either opens the same screen; its own screens are appScreenPaths.
 */
export const paths = {
  home: pagePaths.home,
  section: pagePaths.section,
  offerings: pagePaths.offerings,
  widgetOfferings: pagePaths.widgetOfferings,
  offering: pagePaths.offering,
  collection: pagePaths.collection,
  /** A vendor's public page (docs/decisions/0059). */
  store: pagePaths.store,
  // search reads the web's ?q= and ?category= when a link gives them (docs/decisions/0063); sign-in takes no query
  search: () => pagePaths.search(),
  login: () => pagePaths.login(),
  myBookings: pagePaths.myBookings,
  myBooking: pagePaths.myBooking,
  /** My booking with its checkout opening at once: My bookings' 'Pay now' (docs/decisions/0053). */
  payBooking: (id: string) => `${pagePaths.myBooking(id)}?${PAY_ON_OPEN.param}=${PAY_ON_OPEN.value}`,
  /** A completed booking's review, at the web's address, which the review invitation's SMS links to (docs/decisions/0060). */
  myBookingReview: (id: string) => `${pagePaths.myBooking(id)}/review`,
  /** The brief, My requests and one request with its quotes, at the web's addresses (docs/decisions/0065). */
  requestProposals: pagePaths.requestProposals,
  myBriefs: pagePaths.myBriefs,
  myBrief: pagePaths.myBrief,
  /** The blog and the legal pages, at the web's addresses (docs/decisions/0066). */
  blog: pagePaths.blog,
  blogPost: pagePaths.blogPost,
  privacy: pagePaths.privacy,
  terms: pagePaths.terms,
  cookies: pagePaths.cookies,
  /** The vendor's side, at the web's vendor area's addresses (docs/decisions/0071). */
  vendorLogin: pagePaths.vendorLogin,
  /** 'Sign in as vendor', going on to one of the vendor's screens once signed in: a tapped notification's (docs/decisions/0073). */
  vendorLoginThen: (next: string) => `${pagePaths.vendorLogin()}?${new URLSearchParams({ next })}`,
  vendorDashboard: pagePaths.vendorDashboard,
  vendorBookings: workPagePaths.vendorBookings,
  vendorBooking: workPagePaths.vendorBooking,
  vendorLeads: workPagePaths.vendorLeads,
  vendorBriefs: workPagePaths.vendorBriefs,
  vendorBrief: workPagePaths.vendorBrief,
  vendorCalendar: workPagePaths.vendorCalendar,
  vendorPayments: workPagePaths.vendorPayments,
  vendorReviews: workPagePaths.vendorReviews,
  ...appScreenPaths,
} as const satisfies Record<string, (...args: never[]) => Href>;

/**
 * Where a navRef from the API leads in the app: an offering, a collection, a vendor's store, a section or the offerings
 * list; anything
 * else goes home (application §2 "/ Home; fallback target for anything without a link").
 */
export function pathOfNavRef(navRef: string): string {
  const path = navRef.split(/[?#]/)[0] ?? "";
  if (path.startsWith(OFFERING_NAV_PREFIX)) return paths.offering(slugFromNavRef(path));
  const collection = /^\/collections\/([a-z0-9-]+)\/?$/.exec(path);
  if (collection?.[1]) return paths.collection(collection[1]);
  const store = /^\/stores\/([a-z0-9-]+)\/?$/.exec(path);
  if (store?.[1]) return paths.store(store[1]);
  const section = path.replace(/^\/+|\/+$/g, "");
  if (isHomeSection(section)) return paths.section(section);
  if (section === "offerings") return paths.offerings();
  return paths.home();
}
