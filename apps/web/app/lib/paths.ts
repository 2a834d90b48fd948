import { sitePagePaths, storefrontPaths } from "@utsav/domain/client";
import type { VendorProfileSection } from "@utsav/domain";

/**
 * Every path of the web app, built in one place (STYLE.md): the pages the app shares come from the domain; the API's
 * paths are in @utsav/api-client.
 */
export const paths = {
  ...storefrontPaths,
  ...sitePagePaths,
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  search: (params?: Record<string, string>) =>
    params && Object.keys(params).length ? `/search?${new URLSearchParams(params)}` : "/search",
  /** The sign-in page; `returnTo` (a same-site path) is where it goes once signed in. */
  login: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ redirect: returnTo })}` : "/login"),
  booking: (data: string) => `/booking?data=${encodeURIComponent(data)}`,
  cookies: () => "/cookies",
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
  localOutbox: () => "/dev/outbox",
  myBookings: () => "/account/bookings",
  myBooking: (id: string) => `/account/bookings/${encodeURIComponent(id)}`,
  // requests for proposals (docs/decisions/0023)
  myBriefs: () => "/account/briefs",
  myBrief: (id: string) => `/account/briefs/${encodeURIComponent(id)}`,
} as const;
