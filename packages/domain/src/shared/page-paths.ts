import type { HomeSection } from "../catalogue/home-schemas.ts";
import type { VendorProfileSection } from "../vendors/constants.ts";
import { OFFERING_NAV_PREFIX } from "./slug.ts";

// spec: application §2 Routes. Every page's address is built here once: the web serves these pages (its routes.ts;
// page-paths.test.ts proves each route has its path here), the app draws many of them as its own screens at the same
// addresses or opens them in its in-app browser, and the API's messages link to them.

/** Pages only the web site draws; the app opens them in its in-app browser. */
export const sitePagePaths = {
  requestProposals: () => "/request-proposals",
  vendors: () => "/vendors",
  privacy: () => "/privacy",
  terms: () => "/terms",
} as const;

/** Every page of the web, by the name its callers use. */
export const pagePaths = {
  // The storefront (application §2); the app draws these at the same addresses.
  home: () => "/",
  section: (section: HomeSection) => `/${section}`,
  offerings: () => "/offerings",
  widgetOfferings: (widgetId: string) => `/widget/${encodeURIComponent(widgetId)}/offerings`,
  /** An offering's page: its navRef (application §2 "The slug is the offering's navRef with the prefix removed"). */
  offering: (slug: string) => `${OFFERING_NAV_PREFIX}${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
  search: (params?: Record<string, string>) =>
    params && Object.keys(params).length ? `/search?${new URLSearchParams(params)}` : "/search",
  /** The sign-in page; `returnTo` (a same-site path) is where it goes once signed in. */
  login: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ redirect: returnTo })}` : "/login"),
  /** The web's booking page, drawn from the encoded booking data (application §2 "/booking?data={encoded}"). */
  booking: (data: string) => `/booking?data=${encodeURIComponent(data)}`,

  // The site's own pages.
  ...sitePagePaths,
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  cookies: () => "/cookies",

  // The consumer's account: bookings (docs/decisions/0021) and requests for proposals (docs/decisions/0023).
  myBookings: () => "/account/bookings",
  myBooking: (id: string) => `/account/bookings/${encodeURIComponent(id)}`,
  myBriefs: () => "/account/briefs",
  myBrief: (id: string) => `/account/briefs/${encodeURIComponent(id)}`,

  // Local runs only: what the local SMS and e-mail providers kept.
  localOutbox: () => "/dev/outbox",

  // The vendor area (application §7; docs/decisions/0009, 0021, 0023).
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
  vendorBookings: (filter: { status?: string; q?: string } = {}) => {
    const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    return params.size > 0 ? `/vendor/bookings?${params}` : "/vendor/bookings";
  },
  vendorBooking: (id: string) => `/vendor/bookings/${encodeURIComponent(id)}`,
  vendorLeads: () => "/vendor/leads",
  vendorBriefs: () => "/vendor/briefs",
  vendorBrief: (id: string) => `/vendor/briefs/${encodeURIComponent(id)}`,

  // The operations console (docs/decisions/0020): its short addresses stay /ops (docs/decisions/0028).
  opsLogin: () => "/ops/login",
  opsLogout: () => "/ops/logout",
  ops: () => "/ops",
  opsVendors: (state?: string) => (state ? `/ops/vendors?${new URLSearchParams({ state })}` : "/ops/vendors"),
  opsVendor: (id: string) => `/ops/vendors/${encodeURIComponent(id)}`,
  opsActivity: () => "/ops/activity",
  opsWaitlists: () => "/ops/waitlists",
  opsAudit: (before?: string) => (before ? `/ops/audit?${new URLSearchParams({ before })}` : "/ops/audit"),
  opsOperators: () => "/ops/operators",
} as const;

/**
 * The app's own screens where its address differs from the web's (expo-router's files under apps/mobile/app): the
 * profile, and a booking form reached by the offering's slug rather than the web's encoded data.
 */
export const appScreenPaths = {
  profile: () => "/profile",
  booking: (slug: string) => `/booking/${slug}`,
} as const;
