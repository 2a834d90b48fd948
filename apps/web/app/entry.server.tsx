import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
// The web-streams build of React's server renderer, not the Node one (react-dom/server), on purpose: the Node build
// runs each render inside an AsyncLocalStorage, and on Node 20 the first such run turns on async hooks for the rest
// of the process, so that every promise of every later request, page or API, pays for them (some 10 µs more on the
// trivial API route, a quarter of its cost). This build looks for AsyncLocalStorage as a global, which Node does not
// have (docs/decisions/0026-performance.md).
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";

// React Router's default server entry, plus the Content-Security-Policy nonce (decision 0010): the server makes
// one per request (apps/api/src/plugins/security-headers.ts) and hands it over in the load context. ServerRouter
// gives it to <Scripts>, <ScrollRestoration>, <Links> and the streamed data; React to its own streaming scripts.
// The page's scripts start after its first screen has painted (lib/scripts-after-paint.ts).

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { nonce } = loadContext;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const timeout = new AbortController();
  const timeoutId = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  // Rejects when the shell fails, which React Router logs and answers; only errors after the shell are logged here.
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timeoutId);
    throw error;
  });
  shellRendered = true;
  // A failure after the shell has reached onError already; nobody but a crawler's wait below listens to this.
  stream.allReady.catch(() => {});
  // Crawlers get the whole page at once; people get the shell first, then the streamed rest.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await stream.allReady;

  const html = Readable.fromWeb(stream as unknown as NodeReadableStream<Uint8Array>).pipe(scriptsAfterPaint(nonce));
  html.once("close", () => clearTimeout(timeoutId));
  responseHeaders.set("Content-Type", "text/html");
  return new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode });
}
