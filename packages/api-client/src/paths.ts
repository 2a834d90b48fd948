import type { HomeSection, UserType } from "@utsav/domain";

/** A query string from the values that are set, with its '?' (empty when none is). */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Every API path of the storefront and the account, built in one place (application §7); the vendor area's are in
 * vendor/paths.ts, so a storefront page does not carry them.
 */
export const apiPaths = {
  home: (section?: HomeSection) => `/api/home${query({ section })}`,
  footer: () => "/api/footer",
  offerings: (list: { category?: string; subCategory?: string; limit?: number; offset?: number } = {}) =>
    `/api/offerings${query({ category: list.category, subCategory: list.subCategory, limit: list.limit, offset: list.offset })}`,
  offering: (slug: string) => `/api/offerings/${encodeURIComponent(slug)}`,
  collection: (slug: string, page: { limit?: number; offset?: number } = {}) =>
    `/api/collections/${encodeURIComponent(slug)}${query({ limit: page.limit, offset: page.offset })}`,
  // Vendors' public pages (docs/decisions/0059)
  stores: () => "/api/public/stores",
  store: (slug: string) => `/api/public/stores/${encodeURIComponent(slug)}`,
  waitlistUser: () => "/api/public/waitlist/join-user",
  waitlistVendor: () => "/api/public/waitlist/join-vendor",
  search: () => "/api/search",
  suggestions: () => "/api/search/suggestions",
  searchPageData: () => "/api/search/page-data",
  session: () => "/api/auth/session",
  otpGenerate: (userType: UserType) => `/api/auth/${userType}/otp/generate`,
  otpVerify: (userType: UserType) => `/api/auth/${userType}/otp/verify`,
  logout: (userType: UserType) => `/api/auth/${userType}/logout`,
  logoutEverywhere: (userType: UserType) => `/api/auth/${userType}/logout-everywhere`,
  /** A one-time link to a page of the web's vendor area, signed in (docs/decisions/0072), and its redeeming. */
  vendorWebLink: () => "/api/auth/vendor/web-link",
  vendorWebLinkRedeem: () => "/api/auth/vendor/web-link/redeem",
  localOutbox: () => "/api/dev/outbox",
  /** The phone's push token (docs/decisions/0070): PUT registers it, DELETE forgets it. */
  pushTokens: () => "/api/push-tokens",
  consumer: () => "/api/consumer",
  /** The shopper's SMS-as-well choice (docs/decisions/0074). */
  shopperMessages: () => "/api/consumer/messages",
  callLead: () => "/api/consumer/call-lead",
  booking: () => "/api/public/booking",
  events: () => "/api/public/events",
  upload: () => "/api/upload",
  // My bookings (docs/decisions/0021)
  myBookings: (cursor?: string) => `/api/consumer/bookings${query({ cursor })}`,
  myBooking: (id: string) => `/api/consumer/bookings/${encodeURIComponent(id)}`,
  cancelMyBooking: (id: string) => `/api/consumer/bookings/${encodeURIComponent(id)}/cancel`,
  /** Reporting a problem with a confirmed booking (docs/decisions/0054). */
  myBookingProblem: (id: string) => `/api/consumer/bookings/${encodeURIComponent(id)}/problem`,
  /** A completed booking's review: GET whether it may be written and the shopper's own, PUT to write or change it (docs/decisions/0060). */
  myBookingReview: (id: string) => `/api/consumer/bookings/${encodeURIComponent(id)}/review`,
  // Download my data, delete my account (docs/decisions/0031)
  exportMyData: () => "/api/consumer/account/export",
  deleteMyAccount: () => "/api/consumer/account/delete",
} as const;
