import { dataOrThrow } from "@utsav/api-client/shopper";
import { validating } from "@utsav/api-client/shopper-validate";
import { getPayoutAccount, listVendorPayments } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { PAYOUT_MESSAGES } from "@utsav/domain/vendor-app";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../../api/api-provider";

// The vendor's money (docs/decisions/0051, 0071): the advances paid online for its bookings with its share of each, and
// the bank account it is paid out to, the same calls as the web's Payments page. Under the "vendor" key; never kept
// on the phone for offline use.

const listChecked = validating(listVendorPayments, vendorResponseSchemas.listVendorPayments);
const accountChecked = validating(getPayoutAccount, vendorResponseSchemas.getPayoutAccount);

export const vendorPaymentsKey = ["vendor", "payments"] as const;
export const payoutAccountKey = ["vendor", "payout-account"] as const;

/** GET /api/vendor/payments?cursor=: the advances, newest first, 20 a page, each page with the totals. */
export function useVendorPayments() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: vendorPaymentsKey,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(listChecked(api.transport, pageParam ?? undefined, { signal }), PAYOUT_MESSAGES.fetchFailed),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Advances are paid and shares released while the vendor works: asked again each time the screen opens.
    staleTime: 0,
  });
}

/** GET /api/vendor/payouts/account: the bank account, masked (null when none was added), and whether this one may change it. */
export function usePayoutAccount() {
  const api = useApi();
  return useQuery({
    queryKey: payoutAccountKey,
    queryFn: ({ signal }) => dataOrThrow(accountChecked(api.transport, { signal }), PAYOUT_MESSAGES.accountFetchFailed),
    staleTime: 0,
  });
}
