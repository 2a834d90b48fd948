import type { HomeSection } from "../catalogue/home-schemas.ts";
import type { VendorProfileSection } from "../vendors/constants.ts";
import { OFFERING_NAV_PREFIX } from "./slug.ts";

// spec: application §2 Routes. Every page's address is built here once: the web serves these pages (its routes.ts;
// apps/web/test/page-paths.test.ts proves each route has its path here), the app draws many of them as its own screens at the same
// addresses or opens them in its in-app browser, and the API's messages link to them.

/** Pages only the web site draws; the app opens them in its in-app browser. */
export const sitePagePaths = {
  requestProposals: () => "/request-proposals",
  vendors: () => "/vendors",
  privacy: () => "/privacy",
  terms: () => "/terms",
} as const;

/**
 * The pages a consumer's visit can reach: the storefront, the site's pages, the account, and the vendor area's own
 * pages. Apart from workPagePaths, so a consumer's pages do not carry the console's and the vendor's work lists
 * (every route's first load is within 130 KB).
 */
export const storefrontPagePaths = {
  // The storefront (application §2); the app draws these at the same addresses.
  home: () => "/",
  section: (section: HomeSection) => `/${section}`,
  offerings: () => "/offerings",
  widgetOfferings: (widgetId: string) => `/widget/${encodeURIComponent(widgetId)}/offerings`,
  /** An offering's page: its navRef (application §2 "The slug is the offering's navRef with the prefix removed"). */
  offering: (slug: string) => `${OFFERING_NAV_PREFIX}${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
  /** A vendor's public page (docs/decisions/0059); apart from /vendors, the vendors' own landing page. */
  store: (slug: string) => `/stores/${slug}`,
  search: (params?: Record<string, string>) =>
    params && Object.keys(params).length ? `/search?${new URLSearchParams(params)}` : "/search",
  /** The sign-in page; `returnTo` (a same-site path) is where it goes once signed in. */
  login: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ redirect: returnTo })}` : "/login"),
  /** The web's booking page, drawn from the encoded booking data (application §2 "/booking?data={encoded}"). */
  booking: (data: string) => `/booking?data=${encodeURIComponent(data)}`,
  /** Where a booking form sends its answers (the booking page's action), wherever the form is shown. */
  bookingAction: () => "/booking",

  // The site's own pages.
  ...sitePagePaths,
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  cookies: () => "/cookies",

  // The consumer's account: bookings (docs/decisions/0021), requests for proposals (docs/decisions/0023) and their
  // data (docs/decisions/0031).
  myBookings: () => "/account/bookings",
  myBooking: (id: string) => `/account/bookings/${encodeURIComponent(id)}`,
  /** Writing or changing a completed booking's review (docs/decisions/0060): the invitation's SMS links here. */
  myBookingReview: (id: string) => `/account/bookings/${encodeURIComponent(id)}/review`,
  /** A printable receipt of one payment or refund of the booking (docs/decisions/0048). */
  myReceipt: (id: string, receiptId: string) => `/account/bookings/${encodeURIComponent(id)}/receipts/${encodeURIComponent(receiptId)}`,
  myBriefs: () => "/account/briefs",
  myBrief: (id: string) => `/account/briefs/${encodeURIComponent(id)}`,
  /** Download my data, delete my account (docs/decisions/0031): the address Google Play's web link for deletion names. */
  myData: () => "/account/data",
  /** The checkout page of a booking's advance (docs/decisions/0050): its payment order's id is its address. */
  checkout: (orderId: string) => `/pay/${encodeURIComponent(orderId)}`,

  // Local runs only: what the local SMS and e-mail providers kept.
  localOutbox: () => "/dev/outbox",

  // The vendor area (application §7; docs/decisions/0009).
  vendorLogin: () => "/vendor/login",
  vendorDashboard: () => "/vendor",
  vendorOnboarding: () => "/vendor/onboarding",
  vendorProfile: () => "/vendor/profile",
  vendorProfileSection: (section: VendorProfileSection) => `/vendor/profile/${section}`,
  vendorOfferings: () => "/vendor/offerings",
  vendorOfferingNew: () => "/vendor/offerings/new",
  vendorOffering: (id: string) => `/vendor/offerings/${encodeURIComponent(id)}`,
  vendorGallery: () => "/vendor/gallery",
  vendorKyc: () => "/vendor/kyc",
} as const;

/**
 * The app's own screens where its address differs from the web's (expo-router's files under apps/mobile/app): the
 * profile, and a booking form reached by the offering's slug rather than the web's encoded data.
 */
export const appScreenPaths = {
  profile: () => "/profile",
  booking: (slug: string) => `/booking/${slug}`,
  /** The vendor's booking alerts on their own screen (docs/decisions/0071); the web keeps them in the Contact section. */
  vendorAlerts: () => "/vendor/alerts",
} as const;
