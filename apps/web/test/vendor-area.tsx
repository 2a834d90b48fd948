import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub, useLocation } from "react-router";
import type { VendorProfile } from "@utsav/domain";
import { vendorProfileQueryKey } from "../app/shared/lib/vendor-area/query-keys";

// Test helpers of the vendor area's screens (the vendors, bookings, leads and briefs features): a render inside a
// router with a fresh query cache seeded like the vendor layout seeds it. The API is stubbed by test/api-stub.ts.

/** Shows where the app went and with which confirmation, for assertions after a save. */
function Landed() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <p data-testid="landed">
      {location.pathname}
      {notice ? ` | ${notice}` : ""}
    </p>
  );
}

/**
 * Renders `ui` at `path` (a route pattern; `entry` is the address opened, `path` itself by default) inside a router whose other paths show where the app landed, and a query cache without
 * retries (so a failure shows at once), seeded with `profile` like the vendor layout does.
 */
export function renderVendorScreen(
  ui: React.ReactElement,
  { path = "/vendor/x", entry = path, profile }: { path?: string; entry?: string; profile?: VendorProfile } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } } });
  if (profile) client.setQueryData(vendorProfileQueryKey, profile);
  const Stub = createRoutesStub([
    { path, Component: () => ui },
    { path: "*", Component: Landed },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[entry]} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
