/** One call as a transport carries it. */
export interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The API path with its query, starting with /api/ (paths.ts builds every one). */
  path: string;
  /** A JSON value, or FormData for multipart uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  /** spec: application §9 time-outs (TIMEOUTS_MS). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The request outlives the page that sent it (an event recorded as Buy opens another tab). */
  keepalive?: boolean;
}

/** What came back: the HTTP status and the body read as JSON (null when it was not JSON). */
export interface ApiReply {
  status: number;
  body: unknown;
}

/**
 * Carries a call to the API and back: fetch in the browser and in the native app, a call into the same process in
 * the web server's loaders. Every call function takes one, so the three share the calls. A transport throws only
 * when the server could not be reached (NetworkError); any reply, failures included, is returned.
 */
export type ApiTransport = (request: ApiRequest) => Promise<ApiReply>;

/** What every call takes besides its input. */
export interface CallOptions {
  /** Cancels the call (a newer search, a closed screen). */
  signal?: AbortSignal;
}
