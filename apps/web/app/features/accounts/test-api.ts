import { vi } from "vitest";

// Test helper: a fetch stub that answers the account calls like the API of the accounts contract.

type Reply = { status?: number; body: unknown } | Error;
type Handler = (request: { body: unknown; init: RequestInit }) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { success: true, data, errorMessage: null } });
export const fail = (status: number, errorMessage: string | null, errorCode?: string, retryAfterSeconds?: number): Reply => ({
  status,
  body: { success: false, data: null, errorMessage, errorCode, retryAfterSeconds },
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

/** The JSON bodies sent to one 'METHOD /path'. */
export function bodiesSent(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body));
}
