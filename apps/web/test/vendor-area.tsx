import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import type { VendorProfile } from "@utsav/domain";
import { vendorProfileQueryKey } from "../app/shared/lib/vendor-area/query-keys";

// Test helpers of the vendor area's screens (the vendors, bookings, leads and briefs features): a fetch stub at the
// HTTP boundary answering like the API of the vendor contract, and a render inside a router with a fresh query cache
// seeded like the vendor layout seeds it.

type Reply = { status?: number; body: unknown } | Error;
type Handler = (request: { body: unknown }) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { success: true, data, errorMessage: null } });
export const fail = (status: number, errorMessage: string | null, errorCode?: string): Reply => ({
  status,
  body: { success: false, data: null, errorMessage, errorCode },
});

/** Stubs fetch with handlers keyed 'METHOD /path'; an unexpected call fails the test. */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const reply = typeof handler === "function" ? await handler({ body }) : handler;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function bodiesSent(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body));
}

/** A promise the test resolves when it likes, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

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
