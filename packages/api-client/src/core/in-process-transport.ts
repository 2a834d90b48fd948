import type { ApiTransport } from "./transport.ts";

/**
 * The API running in the same process, as the web server hands it to its loaders (apps/api/src/platform/web.ts):
 * each call goes through the whole API pipeline without a network hop, with the page's cookie and host.
 */
export interface InProcessApi {
  get(path: string): Promise<{ status: number; body: unknown }>;
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
}

/**
 * Runs the calls in the same process: what loaders do, reads (GET) and JSON posts. There is no network to wait
 * for, so time-outs and signals do not apply; the headers are the page request's own.
 */
export function inProcessTransport(api: InProcessApi): ApiTransport {
  return async ({ method, path, body }) => {
    if (method === "GET") return api.get(path);
    if (method === "POST" && !(body instanceof FormData)) return api.post(path, body);
    throw new Error(
      `The in-process API takes reads and JSON posts, not ${method} ${path}${body instanceof FormData ? " with a form" : ""}`,
    );
  };
}
