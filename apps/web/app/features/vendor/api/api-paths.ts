import type { VendorProfileSection } from "@utsav/domain";

/**
 * The vendor area's API paths (application §7), built in one place like lib/paths.ts. No TanStack Query here: route
 * modules import this file, and what they import is part of the route's initial JavaScript (docs/decisions/0009).
 */
export const vendorApiPaths = {
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
} as const;

/** The gallery calls: every change answers with the images. */
export const galleryApiPaths = {
  gallery: () => "/api/vendor/gallery",
  config: () => "/api/vendor/gallery/config",
  update: () => "/api/vendor/gallery/update",
  remove: () => "/api/vendor/gallery/images/remove",
  captions: () => "/api/vendor/gallery/captions",
  mainImage: () => "/api/vendor/gallery/main-image",
} as const;

/** The KYC calls: every change answers with the KYC view (submit with the status). */
export const kycApiPaths = {
  kyc: () => "/api/vendor/kyc",
  config: () => "/api/vendor/kyc/config",
  status: () => "/api/vendor/kyc/status",
  update: () => "/api/vendor/kyc/update",
  remove: () => "/api/vendor/kyc/documents/remove",
  document: (id: string) => `/api/vendor/kyc/documents/${encodeURIComponent(id)}`,
  submit: () => "/api/vendor/kyc/submit",
} as const;
