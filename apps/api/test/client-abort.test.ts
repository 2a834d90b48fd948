import { once } from "node:events";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { queryRows } from "@utsav/db";
import { buildTestApp, loggedLines } from "./helper.ts";

// A client that closes its connection before the answer (a tab closed, a request cancelled, an upload given up) is
// logged once, at info, as "client closed the request": not as the database being away, not as an error, and with
// no "request completed" for an answer nobody got. A listening server, since inject cannot close a connection.

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    // As the web app's page handler does (platform/web.ts): a render is cancelled when its client leaves, and
    // fails with an AbortError.
    instance.get("/test/render", async (_request, reply) => {
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      await once(controller.signal, "abort");
      controller.signal.throwIfAborted();
    });
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const linesOf = (reqId: string) => loggedLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === reqId);

/** The lines of one request, once it has written one and nothing more has come for a while. */
async function settledLinesOf(reqId: string): Promise<LogLine[]> {
  for (let waited = 0; linesOf(reqId).length === 0 && waited < 5000; waited += 20) await sleep(20);
  await sleep(300);
  return linesOf(reqId);
}

/** Sends the start of a request on a connection of its own, which the test then closes. */
async function startRequest(head: string[], body = ""): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  return socket;
}

const closedByClient = (method: string, url: string) => ({
  level: 30,
  msg: "client closed the request",
  method,
  url,
  responseTime: expect.any(Number),
});

describe("a client that closes its connection before the answer", () => {
  it("while sending its body is logged as that, not as the database being away", async () => {
    const socket = await startRequest(
      [
        "POST /api/public/booking HTTP/1.1",
        "Host: localhost",
        "X-Request-Id: abort-body",
        "Content-Type: application/json",
        "Content-Length: 400",
      ],
      '{"offeringId":"JSS1","vendorName":"",',
    );
    await sleep(200);
    socket.destroy();

    expect(await settledLinesOf("abort-body")).toEqual([expect.objectContaining(closedByClient("POST", "/api/public/booking"))]);
  });

  it("while its query waits for the database is logged as that, and the answer it never got is not logged", async () => {
    // The offerings table is locked, so the request's query waits, until the client has gone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table offerings in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const socket = await startRequest([
      "GET /api/offerings/corporate-diwali-decor HTTP/1.1",
      "Host: localhost",
      "X-Request-Id: abort-query",
    ]);
    if (app.database.kind === "postgres") {
      // PostgreSQL shows the query waiting for the lock; the embedded database queues it inside this process.
      const waiting = async () =>
        (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from pg_locks where not granted`))[0]!.n;
      for (let tries = 0; (await waiting()) === 0 && tries < 250; tries++) await sleep(20);
      expect(await waiting()).toBeGreaterThan(0);
    } else {
      await sleep(300);
    }
    socket.destroy();
    expect(await settledLinesOf("abort-query")).toHaveLength(1);

    // The query then finishes and the handler answers a closed connection: still the one line.
    release();
    await holder;
    expect(await settledLinesOf("abort-query")).toEqual([expect.objectContaining(closedByClient("GET", "/api/offerings/:slug"))]);
  });

  it("while its page renders is logged as that, not as a failed request", async () => {
    const socket = await startRequest(["GET /test/render HTTP/1.1", "Host: localhost", "X-Request-Id: abort-render"]);
    await sleep(200);
    socket.destroy();

    expect(await settledLinesOf("abort-render")).toEqual([expect.objectContaining(closedByClient("GET", "/test/render"))]);
  });

  it("after its answer is not logged as closed by the client", async () => {
    const socket = await startRequest(["GET /api/health HTTP/1.1", "Host: localhost", "X-Request-Id: answered"]);
    await once(socket, "data");
    socket.destroy();

    expect(await settledLinesOf("answered")).toEqual([expect.objectContaining({ level: 30, msg: "request completed", statusCode: 200 })]);
  });
});
