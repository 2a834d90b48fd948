import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

export { createRequestHandler } from "react-router";
/** Whether a request is a crawler's: entry.server.tsx renders the whole page at once for one, the API's page cache keeps it apart. */
export { isbot } from "isbot";
export type { ServerBuild } from "react-router";

/** Where `react-router build` writes the web app; the API server serves it from here in production. */
export const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_BUILD = path.join(WEB_ROOT, "build/server/index.js");
export const CLIENT_BUILD = path.join(WEB_ROOT, "build/client");

/**
 * Development: a Vite server in middleware mode (hot reload) whose middlewares the API server mounts, and a
 * getter that loads the current server build through it.
 */
export async function createDevServer(httpServer: Server) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    middlewares: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
