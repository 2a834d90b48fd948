import type { VendorBookingsQuery, VendorProfileSection } from "@utsav/domain";
import { query } from "../paths.ts";

/** Every API path of the vendor area (application §7), built in one place. */
export const vendorApiPaths = {
  profile: () => "/api/vendor/profile",
  onboard: () => "/api/vendor/profile/onboard",
  profileSection: (section: VendorProfileSection) => `/api/vendor/profile/section/${section}`,
  saveProfileSection: (section: VendorProfileSection) => `/api/vendor/profile/section/${section}/save`,
  submitProfile: () => "/api/vendor/profile/submit",
  dashboard: () => "/api/vendor/dashboard",
  /** The reviews shoppers wrote after their bookings, and the vendor's answer or report (docs/decisions/0060). */
  reviews: {
    list: (cursor?: string) => `/api/vendor/reviews${query({ cursor })}`,
    answer: (id: string) => `/api/vendor/reviews/${encodeURIComponent(id)}/answer`,
    report: (id: string) => `/api/vendor/reviews/${encodeURIComponent(id)}/report`,
  },
  offerings: () => "/api/vendor/offerings",
  saveOffering: () => "/api/vendor/offering",
  offering: (id: string) => `/api/vendor/offering/${encodeURIComponent(id)}`,
  offeringStatus: (id: string) => `/api/vendor/offering/${encodeURIComponent(id)}/status`,
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
  /** The vendor's bookings and leads (docs/decisions/0021). */
  bookings: {
    list: (filter: VendorBookingsQuery = {}) =>
      `/api/vendor/bookings${query({ status: filter.status, q: filter.q, cursor: filter.cursor })}`,
    export: (filter: Omit<VendorBookingsQuery, "cursor"> = {}) =>
      `/api/vendor/bookings/export${query({ status: filter.status, q: filter.q })}`,
    booking: (id: string) => `/api/vendor/bookings/${encodeURIComponent(id)}`,
    status: (id: string) => `/api/vendor/bookings/${encodeURIComponent(id)}/status`,
    problem: (id: string) => `/api/vendor/bookings/${encodeURIComponent(id)}/problem`,
    leads: (cursor?: string) => `/api/vendor/leads${query({ cursor })}`,
  },
  /** The briefs matched to the vendor, and its answers (docs/decisions/0023). */
  briefs: {
    list: () => "/api/vendor/briefs",
    brief: (id: string) => `/api/vendor/briefs/${encodeURIComponent(id)}`,
    quote: (id: string) => `/api/vendor/briefs/${encodeURIComponent(id)}/quote`,
    decline: (id: string) => `/api/vendor/briefs/${encodeURIComponent(id)}/decline`,
  },
  /** The business's owner and team (docs/decisions/0033): every change answers with the team. */
  team: {
    team: () => "/api/vendor/team",
    invites: () => "/api/vendor/team/invites",
    revokeInvite: (id: string) => `/api/vendor/team/invites/${encodeURIComponent(id)}/revoke`,
    removeMember: (userId: string) => `/api/vendor/team/members/${encodeURIComponent(userId)}/remove`,
  },
  /** Payouts (docs/decisions/0051): the bank account, and the Payments page and its CSV. */
  payouts: {
    account: () => "/api/vendor/payouts/account",
    payments: (cursor?: string) => `/api/vendor/payments${query({ cursor })}`,
    csv: () => "/api/vendor/payments.csv",
  },
  /** Download my data, delete my account (docs/decisions/0031). */
  account: {
    export: () => "/api/vendor/account/export",
    delete: () => "/api/vendor/account/delete",
  },
} as const;
