import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub } from "react-router";

// Test helpers of the vendor gallery and KYC screens: a render inside a router with a fresh query cache, and files
// to upload. The API is stubbed by test/api-stub.ts.

/**
 * Renders inside a router and a fresh query cache like the vendor layout's (shell/vendor-query-provider.tsx), but
 * without retries, so a failure shows at once.
 */
export function renderScreen(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={["/"]} />
    </QueryClientProvider>,
  );
}

/** A PNG file of the given size. */
export const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: "image/png" });
