import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buildApp } from "@utsav/api/app";
import { loadConfig } from "@utsav/api/config";
import { printTable, required } from "./lib.ts";

// npm run bench:hostile: the CPU time one request costs the server (process.cpuUsage over many requests through the
// real app, in this process) for an ordinary booking and for hostile ones: bodies of 1 MB with and without a
// Content-Length, 80,000 keys in bookingData, deep nesting, a huge value. Goal (docs/decisions/0016): a hostile
// request costs at most 2× an ordinary booking. Runs on PGlite, whose database work is in this process too, or on
// PostgreSQL when DATABASE_URL is set (it then writes the bookings into that database).
// BENCH_REQUESTS sets how many of each kind are measured (default 200).

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const GOAL = 2;

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-hostile-"));
// Every request comes from one address, as a script's would: the limits are raised so that each one is measured
// the whole way rather than answered 429 (a 429 costs less than any of these).
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  WEB: "off",
  DRAW_PICTURES: "false",
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  RATE_LIMIT_MULTIPLIER: "1000000",
});
const app = await buildApp(config);
const database = config.database.kind;

const prefix = '{"offeringId":"JSS1","vendorName":"","offeringName":"","bookingData":';
/** A booking body around the JSON text of its bookingData, built once so that building it is not measured. */
const booking = (bookingData: string) => Buffer.from(`${prefix}${bookingData}}`);
const MB = 1_048_576;
let sequence = 0;
const ordinaryData = () =>
  JSON.stringify({
    name: "Asha Rao",
    mobile: `98${String(10_000_000 + (sequence++ % 89_999_999)).slice(-8)}`,
    address: "12 MG Road, Bengaluru",
  });
const chunksOf = (buffer: Buffer, size: number) =>
  Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) => buffer.subarray(i * size, (i + 1) * size));

type Kind = { name: string; payload: () => Buffer | Readable };
const same = (body: Buffer) => () => body;
const keys = (count: number, name: string) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`${name}${i}`, ""])));
const hugeValue = booking(JSON.stringify({ name: "x".repeat(MB) }));
const kinds: Kind[] = [
  { name: "ordinary booking", payload: () => booking(ordinaryData()) },
  { name: "1 MB value, with Content-Length", payload: same(hugeValue) },
  { name: "80,000 keys in bookingData (1.1 MB)", payload: same(booking(keys(80_000, "field"))) },
  // No Content-Length: the body arrives in 64 KB chunks and is read until it passes the limit.
  { name: "1 MB value, chunked", payload: () => Readable.from(chunksOf(hugeValue, 65_536)) },
  { name: "8,000 levels of nesting (16 KB)", payload: same(booking(`${"[".repeat(8000)}${"]".repeat(8000)}`)) },
  { name: "1,500 keys in bookingData (14 KB)", payload: same(booking(keys(1500, "k"))) },
  { name: "a 16 KB value", payload: same(booking(JSON.stringify({ name: "x".repeat(16_000) }))) },
];

async function send(kind: Kind): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "content-type": "application/json" },
    payload: kind.payload(),
  });
  return response.statusCode;
}

/** CPU microseconds per request (user + system) over REQUESTS requests, after a warm-up; and the statuses seen. */
async function measure(kind: Kind): Promise<{ micros: number; statuses: string }> {
  for (let i = 0; i < WARM_UP; i++) await send(kind);
  const statuses = new Map<number, number>();
  const started = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const status = await send(kind);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const used = process.cpuUsage(started);
  return { micros: (used.user + used.system) / REQUESTS, statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(" ") };
}

try {
  const results = [];
  for (const kind of kinds) results.push({ kind, ...(await measure(kind)) });
  const ordinary = required(results[0], "the ordinary booking's run").micros;
  console.log(
    `\nCPU time per request through the app on ${database}, ${REQUESTS} of each after ${WARM_UP} to warm up (goal: hostile ≤ ${GOAL}× an ordinary booking)`,
  );
  printTable(
    results.map(({ kind, micros, statuses }, i) => ({
      request: kind.name,
      answers: statuses,
      "CPU µs": Math.round(micros),
      "× ordinary": (micros / ordinary).toFixed(2),
      goal: i === 0 ? "" : `≤ ${GOAL}×`,
      met: i === 0 ? "" : micros <= GOAL * ordinary ? "yes" : "NO",
    })),
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
