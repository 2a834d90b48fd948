import { errorEnvelopeSchema } from "@utsav/domain/shopper";

// The API as the app meets it in tests: fetch, answering each method and path with an envelope the test gives
// (already checked by the domain's schemas), or failing as an unreachable server does. Requests are recorded.

type Answer = { status?: number; body: unknown } | "offline";
type Responder = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export const API_BASE = "http://api.test";

export function failure(status: number, errorMessage: string, errorCode?: string): Answer {
  return { status, body: errorEnvelopeSchema.parse({ success: false, data: null, errorMessage, ...(errorCode ? { errorCode } : {}) }) };
}

export function createFakeApi() {
  const routes = new Map<string, Responder>();
  const requests: RecordedRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    const path = `${url.pathname}${url.search}`;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const request = { method, path, headers, body };
    requests.push(request);
    const responder = routes.get(`${method} ${path}`) ?? routes.get(`${method} ${url.pathname}`);
    if (!responder) return jsonResponse(404, { success: false, data: null, errorMessage: `No answer for ${method} ${path} in this test` });
    const answer = typeof responder === "function" ? await responder(request) : responder;
    if (init.signal?.aborted) throw new DOMException("Aborted", "AbortError");
    if (answer === "offline") throw new TypeError("Network request failed");
    return jsonResponse(answer.status ?? 200, answer.body);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** Answers `METHOD /api/path` (with its query when given, else any query) from now on. */
    on(route: string, responder: Responder | { success: true; data: unknown; errorMessage: null }) {
      const answer = typeof responder === "object" && responder !== null && "success" in responder ? { body: responder } : responder;
      routes.set(route, answer as Responder);
      return this;
    },
    /** The requests made to one path (without its query). */
    calls(route: string): RecordedRequest[] {
      const [method, path] = route.split(" ");
      return requests.filter((r) => r.method === method && r.path.split("?")[0] === path);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

function jsonResponse(status: number, body: unknown): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}
