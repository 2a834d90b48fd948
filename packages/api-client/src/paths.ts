import type { HomeSection, UserType, VendorProfileSection } from "@utsav/domain";

/** A query string from the values that are set, with its '?' (empty when none is). */
function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Every API path the clients call, built in one place (application §7). */
export const apiPaths = {
  home: (section?: HomeSection) => `/api/home${query({ section })}`,
  footer: () => "/api/footer",
  offerings: (list: { category?: string; subCategory?: string; limit?: number; offset?: number } = {}) =>
    `/api/offerings${query({ category: list.category, subCategory: list.subCategory, limit: list.limit, offset: list.offset })}`,
  offering: (slug: string) => `/api/offerings/${encodeURIComponent(slug)}`,
  collection: (slug: string, page: { limit?: number; offset?: number } = {}) =>
    `/api/collections/${encodeURIComponent(slug)}${query({ limit: page.limit, offset: page.offset })}`,
  waitlistUser: () => "/api/public/waitlist/join-user",
  waitlistVendor: () => "/api/public/waitlist/join-vendor",
  search: () => "/api/search",
  suggestions: () => "/api/search/suggestions",
  searchPageData: () => "/api/search/page-data",
  session: () => "/api/auth/session",
  otpGenerate: (userType: UserType) => `/api/auth/${userType}/otp/generate`,
  otpVerify: (userType: UserType) => `/api/auth/${userType}/otp/verify`,
  logout: (userType: UserType) => `/api/auth/${userType}/logout`,
  consumer: () => "/api/consumer",
  callLead: () => "/api/consumer/call-lead",
  booking: () => "/api/public/booking",
  events: () => "/api/public/events",
  upload: () => "/api/upload",
  vendor: {
    profile: () => "/api/vendor/profile",
    onboard: () => "/api/vendor/profile/onboard",
    profileSection: (section: VendorProfileSection) => `/api/vendor/profile/section/${section}`,
    saveProfileSection: (section: VendorProfileSection) => `/api/vendor/profile/section/${section}/save`,
    submitProfile: () => "/api/vendor/profile/submit",
    dashboard: () => "/api/vendor/dashboard",
    offerings: () => "/api/vendor/offerings",
    saveOffering: () => "/api/vendor/offering",
    offering: (id: string) => `/api/vendor/offering/${encodeURIComponent(id)}`,
    offeringStatus: (id: string) => `/api/vendor/offering/${encodeURIComponent(id)}/status`,
  },
  /** The vendor's gallery: every change answers with the images. */
  gallery: {
    gallery: () => "/api/vendor/gallery",
    config: () => "/api/vendor/gallery/config",
    update: () => "/api/vendor/gallery/update",
    remove: () => "/api/vendor/gallery/images/remove",
    captions: () => "/api/vendor/gallery/captions",
    mainImage: () => "/api/vendor/gallery/main-image",
  },
  /** The vendor's KYC: every change answers with the KYC view (submit with the status). */
  kyc: {
    kyc: () => "/api/vendor/kyc",
    config: () => "/api/vendor/kyc/config",
    status: () => "/api/vendor/kyc/status",
    update: () => "/api/vendor/kyc/update",
    remove: () => "/api/vendor/kyc/documents/remove",
    document: (id: string) => `/api/vendor/kyc/documents/${encodeURIComponent(id)}`,
    submit: () => "/api/vendor/kyc/submit",
  },
} as const;
