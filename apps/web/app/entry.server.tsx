import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";

// React Router's default server entry, plus the Content-Security-Policy nonce (decision 0010): the server makes
// one per request (apps/api/src/platform/security-headers.ts) and hands it over in the load context. ServerRouter
// gives it to <Scripts>, <ScrollRestoration>, <Links> and the streamed data; React to its own streaming scripts.
// The page's scripts start after its first screen has painted (lib/scripts-after-paint.ts).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    /** Whether the client left before the page was whole: the render was stopped, which is no error of ours. */
    let left = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first, then the streamed rest.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          const html = scriptsAfterPaint(nonce);
          // A browser that leaves mid-page (or a balancer that gives up) destroys the body with an error: the render
          // stops, and the error is handled here. Without a listener it would be thrown, and end the whole process.
          const stop = () => {
            left = true;
            clearTimeout(timeoutId);
            timeoutId = undefined;
            abort();
          };
          body.on("error", stop);
          html.on("error", stop);
          html.pipe(body);
          pipe(html);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          // As thrown: React Router answers a Response thrown while the shell rendered (a 404 of a page's data) as that
          // Response, and anything else as a 500; wrapping it in an Error would turn every such 404 into a 500.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject and are logged by React Router; only streamed ones are logged here.
          if (shellRendered && !left) console.error(error);
        },
      },
    );
  });
}
