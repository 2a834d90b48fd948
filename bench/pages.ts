import path from "node:path";
import { CATALOGUE, COLLECTIONS } from "@utsav/catalogue";
import { cpuByGroup } from "./cpu.ts";
import { AS_BROWSERS, buildPages, load, printTable, repoRoot, required, startServer } from "./lib.ts";
import { report } from "./results.ts";
import type { Figure } from "./results.ts";

// npm run bench:pages: server-rendered storefront pages for people not signed in, at 10 connections, from a server
// that renders each one (PAGE_CACHE_SECONDS=0) beside one that keeps them for 30 s (docs/decisions/0081), in one run.
// Goals: a kept page answered at least 5× as often as a rendered one, and 0 errors. The gap is what a campaign's
// evening of signed-out visitors saves the web processes (docs/capacity.md).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const pages = {
  home: "/",
  offering: `/offerings/${required(CATALOGUE.offerings[0], "an offering").slug}`,
  collection: `/collections/${required(COLLECTIONS[0], "a collection").slug}`,
  search: "/search?q=cake",
};

const publicDir = buildPages();
const rows: Record<string, string | number>[] = [];
const figures: Figure[] = [];
const measured: Record<string, Record<string, number>> = {};
for (const [setting, seconds] of [
  ["rendered", "0"],
  ["kept", "30"],
] as const) {
  const server = await startServer({ PUBLIC_DIR: publicDir, DATA_DIR: path.join(repoRoot, "data/bench-web"), PAGE_CACHE_SECONDS: seconds });
  try {
    for (const [page, route] of Object.entries(pages)) {
      // The first request renders (and keeps) it; a short warm-up lets the JIT see the route.
      await load("warm-up", `${server.url}${route}`, { connections: 2, seconds: 2, headers: AS_BROWSERS });
      const pid = [required(server.child.pid, "the server's pid")];
      const before = cpuByGroup({ server: pid }).server ?? 0;
      const r = await load(page, `${server.url}${route}`, { connections: CONNECTIONS, seconds: SECONDS, headers: AS_BROWSERS });
      // The server's own CPU per page: what a web process spends on it, whatever the load generator beside it takes.
      const cpuMs = ((cpuByGroup({ server: pid }).server ?? 0) - before) / (r.rps * SECONDS);
      (measured[page] ??= {})[setting] = r.rps;
      rows.push({
        page,
        setting,
        "req/s": Math.round(r.rps),
        "server CPU ms": cpuMs.toFixed(1),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors + r.non2xx,
      });
      figures.push({ name: `${page}, ${setting}: server CPU ms per page`, value: Number(cpuMs.toFixed(1)) });
      figures.push({ name: `${page}, ${setting}: errors`, value: r.errors + r.non2xx, goal: { atMost: 0 } });
      if (setting === "kept") figures.push({ name: `${page}, ${setting}: p99 ms`, value: r.p99 });
    }
  } finally {
    await server.stop();
  }
}
console.log(`\nSigned-out pages, ${CONNECTIONS} connections, ${SECONDS} s each; goal: kept ≥ 5× rendered, 0 errors`);
printTable(rows);
for (const [page, { rendered = 0, kept = 0 }] of Object.entries(measured)) {
  figures.unshift({ name: `${page}: kept ÷ rendered req/s`, value: Number((kept / rendered).toFixed(1)), goal: { atLeast: 5 } });
}
report("pages", "pglite", figures, { record: process.env.BENCH_SECONDS === undefined });
