import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCodeGateway } from "./code-gateway.ts";
import { load, startServer } from "./lib.ts";
import { mixedLoadEnv } from "./mixed-load.ts";
import { vendorListRequests, vendorWithBookings } from "./vendor-bookings.ts";
const { url: gatewayUrl, codes, close } = await startCodeGateway();
const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-vl-"));
const env = { DATA_DIR: dataDir, WEB: "off", ...mixedLoadEnv(gatewayUrl), TRUST_PROXY: "loopback" };
const vendor = await vendorWithBookings(env, (p) => codes.get(p), 100_000);
console.log("DATA_DIR", dataDir, "TOKEN", vendor.token);
if (process.env.PROFILE) process.env.NODE_OPTIONS = "--require /tmp/prof-preload.cjs";
const server = await startServer(env);
const [first, later] = vendorListRequests(vendor.token, 100_000);
for (const q of ["", "?status=received", "?status=confirmed"]) {
  const r = await fetch(`${server.url}/api/vendor/bookings${q}`, { headers: { authorization: `Bearer ${vendor.token}` } });
  const b = await r.text();
  const c = await fetch(`${server.url}/api/vendor/bookings${q}`, { headers: { authorization: `Bearer ${vendor.token}`, "accept-encoding": "br" } });
  console.log("answer", q, b.length, "bytes", c.headers.get("content-encoding"), (await c.arrayBuffer()).byteLength);
}
if (process.env.ONLY_SIZES) { await server.stop(); close(); process.exit(0); }
await load("warm", server.url, { connections: 4, seconds: 3, requests: [first, first, later] });
for (const [name, reqs] of [["first pages", [first]], ["later", [later]], ["mixed list", [first, first, later]]] as const) {
  const r = await load(name, server.url, { connections: 10, seconds: 8, requests: [...reqs] });
  console.log(name, Math.round(r.rps), "req/s p50", r.p50, "p99", r.p99, "err", r.errors + r.non2xx);
}
await server.stop();
close();
