/**
 * The paths of the operations console (docs/decisions/0020) and of the vendor's bookings and leads
 * (docs/decisions/0021): apart from the storefront's paths, so a consumer's pages do not load them.
 */
export const workPaths = {
  // The operations console (docs/decisions/0020).
  opsLogin: () => "/ops/login",
  opsLogout: () => "/ops/logout",
  ops: () => "/ops",
  opsVendors: (state?: string) => (state ? `/ops/vendors?${new URLSearchParams({ state })}` : "/ops/vendors"),
  opsVendor: (id: string) => `/ops/vendors/${encodeURIComponent(id)}`,
  opsActivity: () => "/ops/activity",
  opsWaitlists: () => "/ops/waitlists",
  opsAudit: (before?: string) => (before ? `/ops/audit?${new URLSearchParams({ before })}` : "/ops/audit"),
  opsOperators: () => "/ops/operators",
  // bookings and leads (docs/decisions/0021)
  vendorBookings: (filter: { status?: string; q?: string } = {}) => {
    const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    return params.size > 0 ? `/vendor/bookings?${params}` : "/vendor/bookings";
  },
  vendorBooking: (id: string) => `/vendor/bookings/${encodeURIComponent(id)}`,
  vendorLeads: () => "/vendor/leads",
  // requests for proposals (docs/decisions/0023)
  vendorBriefs: () => "/vendor/briefs",
  vendorBrief: (id: string) => `/vendor/briefs/${encodeURIComponent(id)}`,
} as const;
