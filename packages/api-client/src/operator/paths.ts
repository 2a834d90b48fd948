// Every API path of the operations console (docs/decisions/0020), built in one place. A document or an export is
// opened through the link its POST makes (…Link); the API writes the address of the file with its token.

/** A query string from the values that are set, with its '?' (empty when none is). */
function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface ActivityFilter {
  vendorId?: string;
  status?: string;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/** An export's filters: the list's, without its page (leads have no status). */
export type ExportFilter = Pick<ActivityFilter, "vendorId" | "status" | "from" | "to">;

/** An export link's body: the filters that are set, as the API takes them (no others, no empty ones). */
export function exportBody(filter: ExportFilter): ExportFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""));
}

const vendor = (id: string) => `/api/operator/vendors/${encodeURIComponent(id)}`;
const document = (vendorId: string, docId: string) => `${vendor(vendorId)}/kyc/documents/${encodeURIComponent(docId)}`;
const offering = (id: string) => `/api/operator/offerings/${encodeURIComponent(id)}`;
const booking = (id: string) => `/api/operator/bookings/${encodeURIComponent(id)}`;
const brief = (id: string) => `/api/operator/briefs/${encodeURIComponent(id)}`;

export const operatorApiPaths = {
  vendors: (state?: string) => `/api/operator/vendors${query({ state })}`,
  vendor,
  /** POST: the link that opens a document (the GET it points to answers 403 without it). */
  documentLink: (vendorId: string, docId: string) => `${document(vendorId, docId)}/link`,
  revealNumber: (vendorId: string, docId: string) => `${document(vendorId, docId)}/reveal`,
  decision: (vendorId: string) => `${vendor(vendorId)}/decision`,
  /** An approved vendor's change of name, categories or documents (docs/decisions/0032). */
  approveIdentityChange: (vendorId: string) => `${vendor(vendorId)}/identity-change/approve`,
  rejectIdentityChange: (vendorId: string) => `${vendor(vendorId)}/identity-change/reject`,
  vendorChanges: (page: { before?: string; vendorId?: string; kind?: string; limit?: number } = {}) =>
    `/api/operator/vendor-changes${query(page)}`,
  pauseVendor: (vendorId: string) => `${vendor(vendorId)}/pause`,
  /** The invitation that links a business's owner (docs/decisions/0033). */
  ownerInvites: (vendorId: string) => `${vendor(vendorId)}/owner-invites`,
  revokeOwnerInvite: (vendorId: string, inviteId: string) => `${vendor(vendorId)}/owner-invites/${encodeURIComponent(inviteId)}/revoke`,
  restoreVendor: (vendorId: string) => `${vendor(vendorId)}/restore`,
  hideOffering: (id: string) => `${offering(id)}/hide`,
  restoreOffering: (id: string) => `${offering(id)}/restore`,
  audit: (page: { before?: string; action?: string; vendorId?: string; limit?: number } = {}) => `/api/operator/audit${query(page)}`,
  operators: () => "/api/operator/operators",
  disableOperator: (id: string) => `/api/operator/operators/${encodeURIComponent(id)}/disable`,
  enableOperator: (id: string) => `/api/operator/operators/${encodeURIComponent(id)}/enable`,
  overview: () => "/api/operator/overview",
  bookings: (filter: ActivityFilter = {}) => `/api/operator/bookings${query({ ...filter })}`,
  /** POST, with the filters in the body: the link that downloads the CSV. */
  bookingsExportLink: () => "/api/operator/bookings/export-link",
  leads: (filter: ActivityFilter = {}) => `/api/operator/leads${query({ ...filter, status: undefined })}`,
  leadsExportLink: () => "/api/operator/leads/export-link",
  waitlist: (list: "consumers" | "vendors") => `/api/operator/waitlists/${list}`,
  waitlistExportLink: (list: "consumers" | "vendors") => `/api/operator/waitlists/${list}/export-link`,
  /** What waits for an answer, and acting on it (docs/decisions/0037). */
  waiting: (page: { hours?: number; cursor?: string } = {}) => `/api/operator/waiting${query(page)}`,
  bookingContacts: (id: string) => `${booking(id)}/contacts`,
  cancelBooking: (id: string) => `${booking(id)}/cancel`,
  completeBooking: (id: string) => `${booking(id)}/complete`,
  briefContacts: (id: string, vendorId: string) => `${brief(id)}/vendors/${encodeURIComponent(vendorId)}/contacts`,
  resendBrief: (id: string) => `${brief(id)}/resend`,
  /** Vendors' payout bank accounts (docs/decisions/0051). */
  payoutAccounts: () => "/api/operator/payout-accounts",
  payoutAccount: (vendorId: string) => `${vendor(vendorId)}/payout-account`,
  approvePayoutAccount: (vendorId: string) => `${vendor(vendorId)}/payout-account/approve`,
  rejectPayoutAccount: (vendorId: string) => `${vendor(vendorId)}/payout-account/reject`,
  /** Reviews: moderation and vendors' standing (docs/decisions/0060). */
  reviews: (page: { filter?: string; cursor?: string } = {}) => `/api/operator/reviews${query(page)}`,
  hideReview: (id: string) => `/api/operator/reviews/${encodeURIComponent(id)}/hide`,
  restoreReview: (id: string) => `/api/operator/reviews/${encodeURIComponent(id)}/restore`,
  standing: () => "/api/operator/standing",
} as const;
