import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, OFFERING_STATUS } from "@utsav/domain/client";
import { getVendorOffering } from "@utsav/api-client/vendor/offerings/get-vendor-offering";
import { listVendorOfferings } from "@utsav/api-client/vendor/offerings/list-vendor-offerings";
import { saveVendorOffering as saveVendorOfferingCall } from "@utsav/api-client/vendor/offerings/save-vendor-offering";
import { setVendorOfferingStatus as setStatusCall } from "@utsav/api-client/vendor/offerings/set-vendor-offering-status";
import type { VendorOffering, VendorOfferingInput, VendorOfferingSummary } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { dashboardQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { request } from "../../../shared/lib/vendor-area/request";

// The vendor offering calls of application §7: list, read one, save (create or update), change status.

export const offeringsQueryKey = ["vendor", "offerings"] as const;
const offeringQueryKey = (id: string) => ["vendor", "offering", id] as const;

export type OfferingStatusCode = (typeof OFFERING_STATUS)[keyof typeof OFFERING_STATUS];

/** GET /api/vendor/offerings: the vendor's offerings that are not deleted. */
export async function fetchVendorOfferings(): Promise<VendorOfferingSummary[]> {
  return (await request(listVendorOfferings(browserApi), MESSAGES.internalError)).offerings;
}

export function vendorOfferingsQueryOptions() {
  return queryOptions({ queryKey: offeringsQueryKey, queryFn: fetchVendorOfferings });
}

export function useVendorOfferings() {
  return useQuery(vendorOfferingsQueryOptions());
}

/** GET /api/vendor/offering/{id}: 404 for an unknown, deleted or another vendor's offering. */
export function fetchVendorOffering(id: string): Promise<VendorOffering> {
  return request(getVendorOffering(browserApi, id), MESSAGES.internalError);
}

export function vendorOfferingQueryOptions(id: string) {
  return queryOptions({ queryKey: offeringQueryKey(id), queryFn: () => fetchVendorOffering(id) });
}

export function useVendorOffering(id: string) {
  return useQuery(vendorOfferingQueryOptions(id));
}

/** POST /api/vendor/offering: creates (no id) or updates (with id) and answers with the stored offering. */
export function saveVendorOffering(input: VendorOfferingInput): Promise<VendorOffering> {
  return request(saveVendorOfferingCall(browserApi, input), MESSAGES.internalError);
}

/** PUT /api/vendor/offering/{id}/status: 10 live, 15 paused, 20 deleted (final). */
export function setVendorOfferingStatus(id: string, status: OfferingStatusCode): Promise<{ id: string; status: OfferingStatusCode }> {
  return request(setStatusCall(browserApi, id, { status }), MESSAGES.internalError);
}

export function useSaveVendorOffering() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVendorOffering,
    onSuccess: (offering) => {
      client.setQueryData(offeringQueryKey(offering.id), offering);
      void client.invalidateQueries({ queryKey: offeringsQueryKey });
      void client.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

/** Changes an offering's status; the list shows the change at once (a deleted offering leaves it). */
export function useSetVendorOfferingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OfferingStatusCode }) => setVendorOfferingStatus(id, status),
    onSuccess: ({ id, status }) => {
      client.setQueryData<VendorOfferingSummary[]>(offeringsQueryKey, (list) =>
        list?.flatMap((o) => (o.id !== id ? [o] : status === OFFERING_STATUS.deleted ? [] : [{ ...o, status }])),
      );
      if (status === OFFERING_STATUS.deleted) client.removeQueries({ queryKey: offeringQueryKey(id) });
      else void client.invalidateQueries({ queryKey: offeringQueryKey(id) });
      void client.invalidateQueries({ queryKey: offeringsQueryKey });
      void client.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
