import { existsSync } from "node:fs";
import { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fail, LOCALITY_COOKIE, MESSAGES } from "@utsav/domain";
import { CLIENT_BUILD, createRequestHandler, isbot, SERVER_BUILD } from "@utsav/web/server-build-path";
import type { ServerBuild } from "@utsav/web/server-build-path";
import { codingWeights } from "./http/cached-reply.ts";
import { PageCache } from "./page-cache.ts";
import type { RenderedPage } from "./page-cache.ts";

// The web app, rendered on the server by React Router in this same process and port. Loaders reach the API
// through app.inject: the full API pipeline (validation, cache, errors) without a network hop.

function toFetchRequest(request: FastifyRequest, origin: string, signal: AbortSignal, method = request.method): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method, headers, signal });
}

/**
 * The storefront's pages, whose data is the catalogue's (dropped with it when it changes): home, the sections, lists,
 * offerings, collections, stores, search, the blog and the legal pages. Not a page's data for the browser's navigations
 * (`.data`), nor any page of an account, a booking or a payment.
 */
const STOREFRONT_PAGE =
  /^\/(?:|decor|gifts|sweets|corporate|offerings|vendors|search|blog|privacy|terms|cookies|(?:offerings|collections|stores|blog)\/[^/.]+)$/;

/**
 * The page cache's key of a request, or null when its page is not kept: not a storefront page, a signed-in request
 * (cookie or bearer), or one with a cookie other than the chosen locality (the event date's pages show live
 * availability, and a cookie this server does not know may mean a page it does not know). Crawlers' pages are kept
 * apart: they are rendered whole at once (entry.server.tsx). A HEAD is the GET's page without its body: the same key.
 */
function pageKey(request: FastifyRequest): string | null {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.sessionToken) return null;
  if (!STOREFRONT_PAGE.test(request.url.split("?")[0] ?? "")) return null;
  const cookies = Object.keys(request.cookies);
  if (cookies.some((name) => name !== LOCALITY_COOKIE)) return null;
  const agent = request.headers["user-agent"];
  return JSON.stringify([agent && isbot(agent) ? "crawler" : "person", request.cookies[LOCALITY_COOKIE] ?? "", request.url]);
}

/** A rendered page whole, and whether anyone else may be given it: not when it sets a cookie, is private or not a 200. */
async function wholePage(response: Response): Promise<RenderedPage & { keep: boolean }> {
  const cacheControl = response.headers.get("cache-control") ?? "";
  const keep = response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "set-cookie"));
  return { status: response.status, headers, setCookies: response.headers.getSetCookie(), body: await response.text(), keep };
}

/** A Vary header with `name` among its fields, once. */
function withVary(vary: string | undefined, name: string): string {
  const fields = (vary ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);
  return fields.some((field) => field.toLowerCase() === name || field === "*") ? fields.join(", ") : [...fields, name].join(", ");
}

async function sendFetchResponse(reply: FastifyReply, response: Response, overrides: Record<string, string>): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  reply.headers(overrides);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body));
}

export async function registerWeb(app: FastifyInstance, mode: "build" | "dev"): Promise<void> {
  let loadBuild: () => Promise<ServerBuild>;
  if (mode === "dev") {
    const { createDevServer } = await import("@utsav/web/server-build-path");
    const middie = (await import("@fastify/middie")).default;
    await app.register(middie);
    const dev = await createDevServer(app.server);
    app.use(dev.middlewares);
    app.addHook("onClose", async () => dev.close());
    loadBuild = dev.loadBuild;
  } else {
    if (!existsSync(SERVER_BUILD)) throw new Error(`The web app is not built (${SERVER_BUILD} is missing): run npm run build`);
    const build = (await import(SERVER_BUILD)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: `${CLIENT_BUILD}/static`,
      prefix: "/static/",
      decorateReply: false,
      immutable: true,
      maxAge: "365d",
      index: false,
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: CLIENT_BUILD,
      prefix: "/",
      decorateReply: false,
      index: false,
      wildcard: false,
      maxAge: "1d",
      preCompressed: true,
    });
  }

  // Signed-out pages, kept briefly and dropped with the catalogue's read cache (docs/decisions/0081).
  const pages = new PageCache(app.config.caches.pages);
  app.catalogue.onChange(() => pages.invalidate());

  const handlerFor = async () => createRequestHandler(await loadBuild(), mode === "dev" ? "development" : "production");
  let productionHandler: ReturnType<typeof createRequestHandler> | null = null;

  /** The in-process API client of one page request: it carries the consumer's cookie, so loaders see their session. */
  const apiFor = (request: FastifyRequest) => {
    // The page's own host and cookie: the API sees the same site (its cross-site check compares Origin to Host).
    // The page's request id too, so the API lines of one page share its id in the log.
    const host = request.headers.host ?? "localhost";
    const origin = `http://${host}`;
    const headers: Record<string, string> = { host, "x-request-id": request.id };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // The page's client address too, so that rate limits and the operators' audit log see the real client.
    const remoteAddress = request.ip;
    return {
      async get<T>(path: string) {
        const response = await app.inject({ method: "GET", url: path, headers, remoteAddress });
        return { status: response.statusCode, body: response.json<T>() };
      },
      async post<T>(path: string, body: unknown) {
        const response = await app.inject({
          method: "POST",
          url: path,
          payload: body as object,
          headers: { ...headers, origin },
          remoteAddress,
        });
        // Kept for a page that starts a session on the server (the app's one-time links, docs/decisions/0072).
        const setCookie = [response.headers["set-cookie"] ?? []].flat().map(String);
        return { status: response.statusCode, body: response.json<T>(), setCookie };
      },
    };
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply
        .code(404)
        .send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${request.url.split("?")[0]}`, { errorCode: "NOT_FOUND" }));
    }
    const handler = mode === "dev" ? await handlerFor() : (productionHandler ??= await handlerFor());
    // Links the page publishes (canonical, og, JSON-LD, sitemap) use the configured public address, never the
    // request's Host or X-Forwarded-Host: those are the client's to choose, and these answers are cached publicly.
    const origin = app.config.publicOrigin;
    const key = mode === "build" && pages.enabled ? pageKey(request) : null;
    if (key !== null) {
      // A kept page is rendered for no one request, so a client leaving does not stop it; and as a GET, so that a HEAD
      // (a crawler's or a monitor's) is answered from it and leaves it for the GETs after.
      // A client that takes gzip gets a kept page in it, compressed once around the nonce (decision 84), even where it
      // would take Brotli too: the server may choose among the codings a client accepts (RFC 9110 §12.5.3).
      const gzip = codingWeights(request.headers["accept-encoding"])("gzip") > 0;
      const page = await pages.get(
        key,
        request.cspNonce,
        async (nonce) =>
          wholePage(
            await handler(toFetchRequest(request, origin, new AbortController().signal, "GET"), { api: apiFor(request), origin, nonce }),
          ),
        { gzip },
      );
      if (page) {
        reply.code(page.status).headers({ ...page.headers, "x-page-cache": page.hit ? "hit" : "miss" });
        if (page.setCookies.length > 0) reply.header("set-cookie", page.setCookies);
        if (page.gzip) reply.headers({ "content-encoding": "gzip", vary: withVary(page.headers.vary, "accept-encoding") });
        return reply.send(page.body);
      }
    }
    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    const loadContext = { api: apiFor(request) as never, origin, nonce: request.cspNonce };
    const response = await handler(toFetchRequest(request, origin, controller.signal), loadContext);
    // A signed-in page (and its data requests) shows the consumer's own state, the header's profile at least:
    // no cache may keep it. The cookie's presence decides, so no session lookup is needed for this.
    return sendFetchResponse(reply, response, request.sessionToken ? { "cache-control": "private, no-store" } : {});
  };

  app.get("/*", render);
}
