// Every API path of the operations console (docs/decisions/0020), built in one place.

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

const vendor = (id: string) => `/api/operator/vendors/${encodeURIComponent(id)}`;
const document = (vendorId: string, docId: string) => `${vendor(vendorId)}/kyc/documents/${encodeURIComponent(docId)}`;
const offering = (id: string) => `/api/operator/offerings/${encodeURIComponent(id)}`;

export const operatorApiPaths = {
  vendors: (state?: string) => `/api/operator/vendors${query({ state })}`,
  vendor,
  documentFile: (vendorId: string, docId: string) => `${document(vendorId, docId)}/file`,
  revealNumber: (vendorId: string, docId: string) => `${document(vendorId, docId)}/reveal`,
  decision: (vendorId: string) => `${vendor(vendorId)}/decision`,
  pauseVendor: (vendorId: string) => `${vendor(vendorId)}/pause`,
  restoreVendor: (vendorId: string) => `${vendor(vendorId)}/restore`,
  hideOffering: (id: string) => `${offering(id)}/hide`,
  restoreOffering: (id: string) => `${offering(id)}/restore`,
  audit: (page: { before?: string; action?: string; vendorId?: string; limit?: number } = {}) => `/api/operator/audit${query(page)}`,
  operators: () => "/api/operator/operators",
  overview: () => "/api/operator/overview",
  bookings: (filter: ActivityFilter = {}) => `/api/operator/bookings${query({ ...filter })}`,
  bookingsExport: (filter: ActivityFilter = {}) =>
    `/api/operator/bookings/export${query({ ...filter, limit: undefined, offset: undefined })}`,
  leads: (filter: ActivityFilter = {}) => `/api/operator/leads${query({ ...filter, status: undefined })}`,
  leadsExport: (filter: ActivityFilter = {}) =>
    `/api/operator/leads/export${query({ ...filter, status: undefined, limit: undefined, offset: undefined })}`,
  waitlist: (list: "consumers" | "vendors") => `/api/operator/waitlists/${list}`,
  waitlistExport: (list: "consumers" | "vendors") => `/api/operator/waitlists/${list}/export`,
} as const;
