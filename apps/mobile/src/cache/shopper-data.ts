import type { Query, QueryClient } from "@tanstack/react-query";

// What the app read for the signed-in shopper (docs/decisions/0062). Signing out, by Logout or because the server
// answered 401 to the shopper's token, removes it from the query cache at once, so whoever picks up the phone next
// does not see it (OWASP ASVS 5.0 14.3: data kept on the client is cleared when the session ends). None of it is
// written to the phone's offline cache: that keeps only the catalogue's public roots (OFFLINE_QUERY_ROOTS).

/**
 * The roots of the shopper's query keys: the profile, bookings with their payments, briefs and reviews ("consumer",
 * see features/bookings/api/my-bookings.ts), the chosen locality and event date ("location"), and which offerings are
 * not free on that date ("not-free", whose key names the date); and a signed-in vendor's whole business ("vendor": the
 * dashboard, bookings with the shoppers' numbers, leads, briefs, the calendar, payouts and reviews; docs/decisions/0071).
 */
export const SHOPPER_QUERY_ROOTS: readonly string[] = ["consumer", "location", "not-free", "vendor"];

export const isShopperQuery = (query: Query): boolean => SHOPPER_QUERY_ROOTS.includes(String(query.queryKey[0]));

/** Removes every answer of the signed-in shopper from the cache (a fetch still under way is cancelled with it). */
export function forgetShopperData(client: QueryClient): void {
  client.removeQueries({ predicate: isShopperQuery });
}
