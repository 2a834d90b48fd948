import { vi } from "vitest";

// The one stub of the API in web tests (docs/decisions/0030): the browser's calls go through fetch
// (lib/api-client.ts), so the stub sits at that HTTP boundary and answers in the API's envelope. Handlers are keyed
// 'METHOD /path' (with the query string); a call no handler expects fails the test, as the real client would fail.

/** An answer: the envelope (and its status), or an Error for a server that cannot be reached. */
export type Reply = { status?: number; body: unknown } | Error;

/** What a handler sees of a call: its JSON body (or the FormData sent), the init and the address. */
export interface StubCall {
  body: unknown;
  init: RequestInit;
  url: string;
}

/** A fixed answer, answers given in turn (the last repeats), or a function of the call. */
export type Handler = Reply | readonly Reply[] | ((call: StubCall) => Reply | Promise<Reply>);

export const ok = (data: unknown): Reply => ({ body: { success: true, data, errorMessage: null } });

export const fail = (status: number, errorMessage: string | null, errorCode?: string, retryAfterSeconds?: number): Reply => ({
  status,
  body: { success: false, data: null, errorMessage, errorCode, retryAfterSeconds },
});

const keyOf = (input: RequestInfo | URL, init: RequestInit = {}) => `${init.method ?? "GET"} ${String(input)}`;
const bodyOf = (init: RequestInit | undefined): unknown => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body);

/**
 * Stubs the global fetch with handlers keyed 'METHOD /path'; returns the mock, to inspect the calls. With no
 * handlers, any call fails the test: for screens that must ask the API nothing.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const answered = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = keyOf(input, init);
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    let reply: Reply;
    if (typeof handler === "function") reply = await handler({ body: bodyOf(init), init, url: String(input) });
    else if (Array.isArray(handler)) {
      const turn = answered.get(key) ?? 0;
      answered.set(key, turn + 1);
      reply = handler[Math.min(turn, handler.length - 1)] as Reply;
    } else reply = handler as Reply;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export type ApiStub = ReturnType<typeof stubApi>;

/** The bodies (JSON, or the FormData of an upload) sent to one 'METHOD /path'. */
export function bodiesSent(fetchMock: ApiStub, key: string): unknown[] {
  return fetchMock.mock.calls.filter(([input, init]) => keyOf(input, init) === key).map(([, init]) => bodyOf(init));
}

/** Every call made, as 'METHOD /path', in order. */
export function callsMade(fetchMock: ApiStub): string[] {
  return fetchMock.mock.calls.map(([input, init]) => keyOf(input, init));
}

/** A promise the test resolves when it likes, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
