import { NetworkError } from "./errors.ts";
import type { ApiTransport } from "./transport.ts";

export interface FetchTransportOptions {
  /** Where the API is, e.g. 'https://utsav.example'; empty (the default) for the page's own origin. */
  baseUrl?: string;
  /**
   * The session's token, asked for before every call, for a client that keeps its own session (the native app):
   * it is sent as `authorization: Bearer <token>`, and sign-in answers with a token instead of setting a cookie.
   * Without it the session is the browser's cookie, sent with same-origin credentials.
   */
  bearerToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The fetch to use; by default the global one, looked up at each call. */
  fetch?: typeof fetch;
}

/** The base URL and an API path as one URL: 'https://utsav.example/' and '/api/home' give 'https://utsav.example/api/home'. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * The caller's signal and the time-out as one signal. Written with a timer rather than AbortSignal.timeout and
 * AbortSignal.any, which not every native runtime has; `done` clears the timer once the reply is read.
 */
function deadline(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs) return { signal, done: () => {} };
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  const timer = setTimeout(() => controller.abort(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    },
  };
}

/** Calls the API with fetch: the browser (same origin, cookie) and the native app (base URL, bearer token). */
export function fetchTransport({ baseUrl = "", bearerToken, fetch: fetchImpl }: FetchTransportOptions = {}): ApiTransport {
  return async ({ method, path, body, headers = {}, timeoutMs, signal, keepalive }) => {
    const isForm = body instanceof FormData;
    const token = bearerToken ? await bearerToken() : null;
    const session: Record<string, string> = bearerToken
      ? { "x-session-transport": "bearer", ...(token ? { authorization: `Bearer ${token}` } : {}) }
      : {};
    const limit = deadline(signal, timeoutMs);
    try {
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(joinUrl(baseUrl, path), {
          method,
          credentials: bearerToken ? "omit" : "same-origin",
          headers: {
            accept: "application/json",
            ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
            ...session,
            ...headers,
          },
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
          signal: limit.signal,
          ...(keepalive ? { keepalive } : {}),
        });
      } catch (error) {
        throw new NetworkError(error);
      }
      return { status: response.status, body: await response.json().catch(() => null) };
    } finally {
      limit.done();
    }
  };
}
