import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";

// Test helpers of the vendor gallery and KYC screens: a fetch stub at the HTTP boundary that answers like the API of
// the vendor contract, and a render inside a router with a fresh query cache.

type Reply = { status?: number; body: unknown } | Error;
type Handler = (request: { body: unknown; init: RequestInit }) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { success: true, data, errorMessage: null } });
export const fail = (status: number, errorMessage: string | null, errorCode?: string): Reply => ({
  status,
  body: { success: false, data: null, errorMessage, errorCode },
});

/** Stubs the global fetch with handlers keyed 'METHOD /path'; returns the mock to inspect calls. */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const reply = typeof handler === "function" ? await handler({ body, init }) : handler;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The bodies (JSON or FormData) sent to one 'METHOD /path'. */
export function bodiesSent(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body));
}

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
