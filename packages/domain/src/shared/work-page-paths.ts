import { storefrontPagePaths } from "./page-paths.ts";

// The pages of people at work, in a file of their own so that a consumer's pages, which load page-paths.ts, never
// carry them (a bundler keeps a module's whole object).

/** The vendor's bookings, leads and briefs (docs/decisions/0021, 0023) and the operations console (docs/decisions/0020). */
export const workPagePaths = {
  vendorBookings: (filter: { status?: string; q?: string } = {}) => {
    const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    return params.size > 0 ? `/vendor/bookings?${params}` : "/vendor/bookings";
  },
  vendorBooking: (id: string) => `/vendor/bookings/${encodeURIComponent(id)}`,
  vendorLeads: () => "/vendor/leads",
  vendorBriefs: () => "/vendor/briefs",
  vendorBrief: (id: string) => `/vendor/briefs/${encodeURIComponent(id)}`,
  /** The people who run the business (docs/decisions/0033). */
  vendorTeam: () => "/vendor/team",
  /** The advances paid online, the vendor's share and its bank account for payouts (docs/decisions/0051). */
  vendorPayments: () => "/vendor/payments",
  /** The vendor's calendar (docs/decisions/0056): booked and blocked days, one month (YYYY-MM) at a time. */
  vendorCalendar: (month?: string) => (month ? `/vendor/calendar?${new URLSearchParams({ month })}` : "/vendor/calendar"),
  /** What shoppers wrote after their bookings, with the vendor's answers (docs/decisions/0060). */
  vendorReviews: () => "/vendor/reviews",
  /** Where a one-time link from the app lands (docs/decisions/0072): it redeems the code and goes on signed in. */
  vendorContinue: (code: string) => `/vendor/continue?code=${encodeURIComponent(code)}`,

  // The operations console (docs/decisions/0020): its short addresses stay /ops (docs/decisions/0028).
  /** The console's sign-in; `returnTo`, a page of the console to go back to once signed in (docs/decisions/0043). */
  opsLogin: (returnTo?: string) => (returnTo ? `/ops/login?${new URLSearchParams({ redirect: returnTo })}` : "/ops/login"),
  opsLogout: () => "/ops/logout",
  ops: () => "/ops",
  opsVendors: (state?: string) => (state ? `/ops/vendors?${new URLSearchParams({ state })}` : "/ops/vendors"),
  opsVendor: (id: string) => `/ops/vendors/${encodeURIComponent(id)}`,
  opsActivity: () => "/ops/activity",
  /** What waits for an answer, longer than `hours` when given (docs/decisions/0037). */
  opsWaiting: (hours?: number) => (hours ? `/ops/waiting?${new URLSearchParams({ hours: String(hours) })}` : "/ops/waiting"),
  opsWaitlists: () => "/ops/waitlists",
  opsAudit: (before?: string) => (before ? `/ops/audit?${new URLSearchParams({ before })}` : "/ops/audit"),
  opsOperators: () => "/ops/operators",
  /** The payments console (docs/decisions/0052): the list, by its filters, and one booking's money. */
  opsPayments: (filter: { status?: string; refund?: string; q?: string } = {}) => {
    const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    return params.size > 0 ? `/ops/payments?${params}` : "/ops/payments";
  },
  opsPayment: (bookingId: string) => `/ops/payments/${encodeURIComponent(bookingId)}`,
  /** Reviews to moderate, reported ones unless `filter` says otherwise, and vendors' standing (docs/decisions/0060). */
  opsReviews: (filter?: string) => (filter ? `/ops/reviews?${new URLSearchParams({ filter })}` : "/ops/reviews"),
  opsStanding: () => "/ops/standing",
} as const;

/** Every page of the web, by the name its callers use. */
export const pagePaths = { ...storefrontPagePaths, ...workPagePaths } as const;
