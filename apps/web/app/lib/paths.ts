import type { HomeSection, UserType, VendorProfileSection } from "@utsav/domain";

/** Every path of the web app, built in one place (STYLE.md). */
export const paths = {
  home: () => "/",
  section: (section: HomeSection) => `/${section}`,
  offerings: () => "/offerings",
  widgetOfferings: (widgetId: string) => `/widget/${encodeURIComponent(widgetId)}/offerings`,
  offering: (slug: string) => `/offerings/${slug}`,
  collection: (slug: string) => `/collections/${slug}`,
  requestProposals: () => "/request-proposals",
  vendors: () => "/vendors",
  blog: () => "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  search: (params?: Record<string, string>) => (params && Object.keys(params).length ? `/search?${new URLSearchParams(params)}` : "/search"),
  /** The sign-in page; `returnTo` (a same-site path) is where it goes once signed in. */
  login: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ redirect: returnTo })}` : "/login"),
  booking: (data: string) => `/booking?data=${encodeURIComponent(data)}`,
  privacy: () => "/privacy",
  terms: () => "/terms",
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
} as const;

/** API paths the web server and the browser ask for. */
export const apiPaths = {
  home: (section?: HomeSection) => (section ? `/api/home?section=${section}` : "/api/home"),
  footer: () => "/api/footer",
  offerings: (query: { category?: string; subCategory?: string; limit?: number; offset?: number } = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    return qs ? `/api/offerings?${qs}` : "/api/offerings";
  },
  offering: (slug: string) => `/api/offerings/${encodeURIComponent(slug)}`,
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
  booking: () => "/api/public/booking",
  callLead: () => "/api/consumer/call-lead",
  events: () => "/api/public/events",
  upload: () => "/api/upload",
  localOutbox: () => "/api/dev/outbox",
  collection: (slug: string, limit?: number, offset?: number) => {
    const params = new URLSearchParams();
    if (limit !== undefined) params.set("limit", String(limit));
    if (offset !== undefined) params.set("offset", String(offset));
    const qs = params.toString();
    return `/api/collections/${encodeURIComponent(slug)}${qs ? `?${qs}` : ""}`;
  },
} as const;
