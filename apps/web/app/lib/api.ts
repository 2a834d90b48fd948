import { inProcessTransport } from "@utsav/api-client/core/in-process-transport";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import type { Envelope } from "@utsav/domain";

/**
 * What loaders get in their context: a call into the API of the same process (no network hop on the server).
 * The server passes it in getLoadContext; see apps/api/src/platform/web.ts.
 */
export interface ApiClient {
  get<T>(path: string): Promise<{ status: number; body: Envelope<T> }>;
  /** `setCookie`: the API's Set-Cookie headers, for the rare page that starts a session on the server (docs/decisions/0072). */
  post<T>(path: string, body: unknown): Promise<{ status: number; body: Envelope<T>; setCookie?: string[] }>;
}

declare module "react-router" {
  interface AppLoadContext {
    api: ApiClient;
    /** The site's public origin, for canonical URLs and sitemaps. */
    origin: string;
    /** This response's Content-Security-Policy nonce: every inline script of the page carries it (entry.server). */
    nonce: string;
  }
}

/** The calls of @utsav/api-client, run on the loaders' in-process API (with the consumer's cookie). */
export const serverApi = (api: ApiClient): ApiTransport => inProcessTransport(api);

/** A call of @utsav/api-client, given the transport to run on: `getFooter`, or `(api) => getOffering(api, slug)`. */
export type LoaderCall<T> = (api: ApiTransport) => Promise<EnvelopeResult<T>>;

/**
 * A reason phrase a Response accepts for `message`: the Fetch standard refuses a statusText outside printable
 * Latin-1 (an emoji or a CR/LF an id carried into the API's message), which turned a 404 into a 500 (issue 36).
 */
export function safeStatusText(message: string): string {
  return message
    .replace(/[^\x20-\x7e\xa0-\xff]+/g, " ")
    .trim()
    .slice(0, 200);
}

/** A Response for the route's error boundary: the API's status, its whole message as the body, a safe reason phrase. */
export function apiErrorResponse(status: number, message: string): Response {
  return new Response(message, { status: status >= 400 ? status : 500, statusText: safeStatusText(message) });
}

/** Runs a call and reads its data, or throws a Response with the API's status and message, for the route's error boundary. */
export async function apiData<T>(api: ApiClient, call: LoaderCall<T>): Promise<T> {
  const result = await call(serverApi(api));
  if (result.ok) return result.data;
  throw apiErrorResponse(result.status, result.errorMessage ?? "");
}
