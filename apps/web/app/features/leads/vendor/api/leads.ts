import { useInfiniteQuery } from "@tanstack/react-query";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import { listVendorLeads } from "@utsav/api-client/vendor/bookings/list-vendor-leads";
import { browserApi } from "../../../../lib/api-client";
import { request } from "../../../../shared/lib/vendor-area/request";

// The vendor's leads (docs/decisions/0021): pages of the consumers who viewed the vendor's number.

export function useVendorLeads() {
  return useInfiniteQuery({
    queryKey: ["vendor", "leads"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => request(listVendorLeads(browserApi, pageParam), BOOKING_MESSAGES.leadsLoadFailed),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
