import { dataOrThrow } from "@utsav/api-client/shopper";
import { validating } from "@utsav/api-client/shopper-validate";
import { listVendorLeads } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { BOOKING_MESSAGES } from "@utsav/domain/shopper";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";

// The vendor's leads (docs/decisions/0021, 0071): shoppers who viewed the vendor's number, through the web's call.

const listChecked = validating(listVendorLeads, vendorResponseSchemas.listVendorLeads);

export const vendorLeadsKey = ["vendor", "leads"] as const;

/** GET /api/vendor/leads?cursor=: newest first, 20 a page, each page naming the next. */
export function useVendorLeads() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: vendorLeadsKey,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(listChecked(api.transport, pageParam ?? undefined, { signal }), BOOKING_MESSAGES.leadsLoadFailed),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A lead is a shopper choosing now: asked again each time the screen opens.
    staleTime: 0,
  });
}
