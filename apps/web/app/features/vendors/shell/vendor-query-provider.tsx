import { useEffect, useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { VendorProfile } from "@utsav/domain";
import { onboardingAnswersQueryKey } from "../api/profile";
import { vendorProfileQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { VendorApiError } from "../../../shared/lib/vendor-area/request";

/** A refused call (4xx) will be refused again: only a failed connection or a server error is worth one retry. */
const retryOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof VendorApiError && error.status < 500);

function createVendorQueryClient(profile: VendorProfile | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: retryOnce }, mutations: { retry: false } } });
  if (profile) client.setQueryData(vendorProfileQueryKey, profile);
  client.setQueryDefaults(onboardingAnswersQueryKey, { gcTime: Infinity });
  return client;
}

/**
 * The query cache of the vendor area (the gallery and KYC screens under the same layout share it). One cache per
 * page load, so one vendor's data never reaches another; the layout's loader seeds the profile, so the shell and
 * the pages have it on the first (server) render.
 */
export function VendorQueryProvider({ profile, children }: { profile: VendorProfile | null; children: React.ReactNode }) {
  const [client] = useState(() => createVendorQueryClient(profile));
  useEffect(() => {
    // The loader ran again (a revalidation): its answer is the newest.
    if (profile) client.setQueryData(vendorProfileQueryKey, profile);
  }, [client, profile]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
