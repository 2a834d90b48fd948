import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server was sent. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the server answers one request: a status and a body (a value is sent as JSON), or never (a hung server). */
export type Answer = { status: number; json?: unknown; text?: string } | "never";

/**
 * A real HTTP server on an ephemeral port, answering every request with `answer`, so the client is tested over
 * the network the way it runs rather than against a mocked fetch.
 */
export async function startApiServer(answer: (request: Received) => Answer) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const seen = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(seen);
      const reply = answer(seen);
      if (reply === "never") return;
      response.writeHead(reply.status, { "content-type": reply.json === undefined ? "text/html" : "application/json" });
      response.end(reply.json === undefined ? (reply.text ?? "") : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a server that was started and closed again. */
export async function closedOrigin(): Promise<string> {
  const server = await startApiServer(() => ({ status: 200 }));
  await server.close();
  return server.origin;
}

export const success = (data: unknown) => ({ status: 200, json: { success: true, data, errorMessage: null } });
export const failure = (status: number, errorMessage: string, errorCode?: string) => ({
  status,
  json: { success: false, data: null, errorMessage, ...(errorCode ? { errorCode } : {}) },
});
