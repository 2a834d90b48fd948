import type { Envelope } from "@utsav/domain";

/**
 * What loaders get in their context: a call into the API of the same process (no network hop on the server).
 * The server passes it in getLoadContext; see apps/api/src/plugins/web.ts.
 */
export interface ApiClient {
  get<T>(path: string): Promise<{ status: number; body: Envelope<T> }>;
  post<T>(path: string, body: unknown): Promise<{ status: number; body: Envelope<T> }>;
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

/** Reads a successful envelope or throws a Response with the API's status and message, for the route's error boundary. */
export async function apiData<T>(api: ApiClient, path: string, postBody?: unknown): Promise<T> {
  const { status, body } = postBody === undefined ? await api.get<T>(path) : await api.post<T>(path, postBody);
  if (body.success) return body.data;
  throw new Response(body.errorMessage, { status: status >= 400 ? status : 500, statusText: body.errorMessage });
}
