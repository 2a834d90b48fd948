import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

// The native app exported for the web (`npm run mobile:export`, apps/mobile/dist/web), served with the API behind the
// same origin, as a reverse proxy would serve it, so the app calls its own origin (docs/decisions/0018). The shopper's
// and the vendor's journeys in the app both use it.

export const EXPORT = path.resolve(import.meta.dirname, "../../apps/mobile/dist/web");
export const hasExport = existsSync(path.join(EXPORT, "index.html"));

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".png": "image/png",
  ".ttf": "font/ttf",
};

/** The export's files, index.html for any other path (the app routes itself), and the API's paths passed on to it. */
export function serveExport(api: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://app");
    if (/^\/(api|assets|media)\//.test(pathname)) {
      const upstream = http.request(new URL(request.url ?? "/", api), { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = path.join(EXPORT, decodeURIComponent(pathname));
    const served = file.startsWith(EXPORT) && existsSync(file) && statSync(file).isFile() ? file : path.join(EXPORT, "index.html");
    response.writeHead(200, { "content-type": TYPES[path.extname(served)] ?? "application/octet-stream" });
    createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
