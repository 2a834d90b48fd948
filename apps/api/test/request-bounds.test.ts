import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { VENDOR_OFFERING_LIMITS as L } from "@utsav/domain";
import { BODY_LIMITS } from "../src/platform/http/body-limits.ts";
import type { JsonSchema, OpenApiDocument } from "./fuzz/openapi.ts";
import { listOperations, resolveRef } from "./fuzz/openapi.ts";
import { buildTestApp } from "./helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

// Bounded work per request (docs/decisions/0016): a body over its route's limit is refused with 413 before it is
// read, chunked or not; hostile bodies under the limit are refused by their schema; every request schema bounds
// every string, array and record.

let app: FastifyInstance;
let address: { host: string; port: number };
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  address = { host: "127.0.0.1", port: (app.server.address() as { port: number }).port };
});
afterAll(async () => {
  await app.close();
});

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });
const tooLarge = (limit: number) => ({
  success: false,
  data: null,
  errorMessage: `Request body is too large: this call takes at most ${limit} bytes`,
  errorCode: "FST_ERR_CTP_BODY_TOO_LARGE",
});
/** A JSON object of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ padding: "x".repeat(bytes - '{"padding":""}'.length) });

/** Sends raw HTTP on a socket and resolves with the status line and envelope of the first answer. */
function rawExchange(write: (socket: ReturnType<typeof connect>) => void): Promise<{ status: number; body: unknown; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, address.host, () => write(socket));
    let received = "";
    const finish = () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: body ? JSON.parse(body) : null });
      socket.destroy();
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const [head, body] = received.split("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(head ?? "")?.[1]);
      if (body !== undefined && Buffer.byteLength(body, "latin1") >= length) finish();
    });
    socket.on("error", reject);
    setTimeout(() => reject(new Error(`no complete answer: ${received.slice(0, 300)}`)), 10_000).unref();
  });
}

const PUBLIC_JSON_ROUTES = [
  "/api/public/booking",
  "/api/public/waitlist/join-user",
  "/api/public/waitlist/join-vendor",
  "/api/public/events",
  "/api/search",
  "/api/search/suggestions",
];

describe("body limits", () => {
  it.each(PUBLIC_JSON_ROUTES)(`%s refuses a body over ${BODY_LIMITS.default} bytes with 413 and reads one at the limit`, async (url) => {
    const over = await postJson(url, jsonOf(BODY_LIMITS.default + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge(BODY_LIMITS.default));
    // At the limit the body is read and parsed, and refused by the route's schema instead.
    expect((await postJson(url, jsonOf(BODY_LIMITS.default))).statusCode).toBe(400);
  });

  it("answers a 1 MB body 413 from its Content-Length alone, before a byte of it arrives", async () => {
    const answer = await rawExchange((socket) =>
      socket.write(
        "POST /api/public/booking HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n",
      ),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge(BODY_LIMITS.default));
    expect(answer.headers).toContain("connection: close");
  });

  it("answers a 20 KB address 431 in the envelope, and garbage 400 in the envelope", async () => {
    const long = await rawExchange((socket) => socket.write(`GET /api/search?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(long.status).toBe(431);
    expect(long.body).toEqual({
      success: false,
      data: null,
      errorMessage: "Invalid request: the address or headers are too long",
      errorCode: "HEADERS_TOO_LARGE",
    });
    expect(long.headers).toContain("content-type: application/json");
    const garbage = await rawExchange((socket) => socket.write("NOT HTTP AT ALL\r\n\r\n"));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ success: false, data: null, errorCode: "BAD_REQUEST" });
    // The server still answers afterwards.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("stops reading a chunked body without a Content-Length once it passes the limit", async () => {
    const chunk = `${"x".repeat(1024)}`;
    const answer = await rawExchange((socket) => {
      socket.write(
        "POST /api/public/waitlist/join-user HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      socket.write(`1\r\n{\r\n`);
      // 64 KB, never finished: the answer comes once 16 KB have arrived.
      for (let i = 0; i < 64 && !socket.destroyed; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge(BODY_LIMITS.default));
  });

  it("takes the largest valid offering, gallery captions and profile section, written in a three-byte script", async () => {
    const vendor = await readyVendor(app, 30);
    const kannada = (length: number) => "ಹ".repeat(length);
    const description = Array.from({ length: L.description.max }, () => ({
      title: kannada(80),
      items: Array.from({ length: 40 }, () => kannada(600)),
    }));
    const offering = JSON.stringify(
      offeringBody(vendor.imageIds.slice(0, L.images.max), { title: kannada(L.title.max), summary: kannada(L.summary.max), description }),
    );
    expect(Buffer.byteLength(offering)).toBeGreaterThan(700_000);
    const saved = await postJson("/api/vendor/offering", offering, vendor.headers);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect((await postJson("/api/vendor/offering", jsonOf(BODY_LIMITS.vendorOffering + 1), vendor.headers)).json()).toEqual(
      tooLarge(BODY_LIMITS.vendorOffering),
    );

    const captions = JSON.stringify({ updates: vendor.imageIds.map((imageId) => ({ imageId, caption: kannada(200) })) });
    expect(Buffer.byteLength(captions)).toBeGreaterThan(BODY_LIMITS.default);
    expect((await postJson("/api/vendor/gallery/captions", captions, vendor.headers)).statusCode).toBe(200);

    const terms = JSON.stringify({
      advancePercent: 50,
      refundPolicy: kannada(1000),
      cancellationPolicy: kannada(1000),
      returnPolicy: kannada(1000),
    });
    expect((await postJson("/api/vendor/profile/section/terms/save", terms, vendor.headers)).statusCode).toBe(200);
  });
});

describe("hostile bookings", () => {
  /** A booking body around the JSON text of its bookingData (written out, so any depth can be sent). */
  const booking = (bookingData: unknown, text = JSON.stringify(bookingData)) =>
    `{"offeringId":"JSS1","vendorName":"","offeringName":"","bookingData":${text}}`;

  it("refuses 80,000 keys, a huge value and a 1 MB body as too large, unparsed", async () => {
    const keys = booking(Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`field${i}`, ""])));
    expect(Buffer.byteLength(keys)).toBeGreaterThan(1_000_000);
    for (const body of [keys, booking({ name: "x".repeat(1_048_576) })])
      expect((await postJson("/api/public/booking", body)).json()).toEqual(tooLarge(BODY_LIMITS.default));
  });

  it("refuses, within the limit, too many keys, deep nesting and prototype keys with 400 in the envelope", async () => {
    const many = await postJson("/api/public/booking", booking(Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, ""]))));
    expect(many.statusCode).toBe(400);
    expect(many.json().errorMessage).toBe("A booking can hold at most 20 fields");
    for (const nested of ["[".repeat(8000) + "]".repeat(8000), '{"a":'.repeat(2500) + "1" + "}".repeat(2500)]) {
      const deep = await postJson("/api/public/booking", booking(null, nested));
      expect(deep.statusCode, deep.body).toBe(400);
      expect(deep.json()).toMatchObject({ success: false, data: null, errorCode: "VALIDATION_FAILED" });
    }
    const proto = await postJson(
      "/api/public/booking",
      '{"offeringId":"JSS1","vendorName":"","offeringName":"","bookingData":{"__proto__":{"polluted":"yes"}}}',
    );
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ success: false, data: null });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** Where a schema lets a string, array or record grow without a bound ("body.bookingData", "query.q[]"…). */
function unbounded(schema: JsonSchema, at: string, definitions: Record<string, JsonSchema>, seen = new Set<JsonSchema>()): string[] {
  const resolved = resolveRef(schema, definitions);
  if (seen.has(resolved)) return [];
  seen.add(resolved);
  const found: string[] = [];
  const types = [resolved.type ?? []].flat();
  const fixed = resolved.enum !== undefined || resolved.const !== undefined;
  if (types.includes("string") && !fixed && resolved.maxLength === undefined) found.push(at);
  if (types.includes("array") && resolved.maxItems === undefined) found.push(at);
  const open = resolved.additionalProperties !== undefined && resolved.additionalProperties !== false;
  if (open && (resolved as { maxProperties?: number }).maxProperties === undefined) found.push(`${at}{}`);
  if (typeof resolved.additionalProperties === "object")
    found.push(...unbounded(resolved.additionalProperties, `${at}{}`, definitions, seen));
  if (resolved.propertyNames) found.push(...unbounded(resolved.propertyNames, `${at} key`, definitions, seen));
  for (const [name, child] of Object.entries(resolved.properties ?? {}))
    found.push(...unbounded(child, `${at}.${name}`, definitions, seen));
  if (resolved.items) found.push(...unbounded(resolved.items, `${at}[]`, definitions, seen));
  for (const child of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
    found.push(...unbounded(child, at, definitions, seen));
  return found;
}

describe("request schemas", () => {
  it("bound every string, array and record a client sends, on every route", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApiDocument;
    const definitions = doc.components?.schemas ?? {};
    const operations = listOperations(doc, (path) => path.startsWith("/api/"));
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(20);
    const problems = operations.flatMap((op) =>
      [
        ...op.pathParams.map((p) => unbounded(p.schema, `path.${p.name}`, definitions)),
        ...op.query.map((p) => unbounded(p.schema, `query.${p.name}`, definitions)),
        ...op.headers.map((p) => unbounded(p.schema, `header.${p.name}`, definitions)),
        op.body ? unbounded(op.body, "body", definitions) : [],
      ]
        .flat()
        .map((where) => `${op.key} ${where}`),
    );
    expect(problems).toEqual([]);
  });
});
