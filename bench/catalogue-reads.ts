import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CATALOGUE } from "@utsav/catalogue";
import { load, printTable, startServer } from "./lib.ts";

// npm run bench: catalogue reads against a trivial route of the same server in the same run.
// Goals (issue: foundation): reads at least 0.25× the trivial route with p99 under 10 ms at 10 connections;
// resident memory after seeding under 250 MB. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
try {
  const rssAfterSeed = server.rssMb();
  const slug = CATALOGUE.offerings.find((o) => o.id === "HOCG7")!.slug;
  const targets = [
    ["trivial GET /api/health", "/api/health"],
    [`GET /api/offerings/${slug}`, `/api/offerings/${slug}`],
    ["GET /api/home", "/api/home"],
    ["GET /api/collections/curated-gifts-for-your-team", "/api/collections/curated-gifts-for-your-team"],
  ] as const;
  // Warm up each route once so the first (cache-filling) read is not what is measured.
  for (const [, route] of targets) await fetch(`${server.url}${route}`);

  const results = [];
  for (const [name, route] of targets)
    results.push(await load(name, `${server.url}${route}`, { connections: CONNECTIONS, seconds: SECONDS }));
  const trivial = results[0]!.rps;
  console.log(`\nCatalogue reads on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each (goal: ≥ 0.25× trivial, p99 < 10 ms)`);
  printTable(
    results.map((r) => ({
      route: r.name,
      "req/s": Math.round(r.rps),
      "× trivial": (r.rps / trivial).toFixed(2),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors + r.non2xx,
    })),
  );
  console.log(
    `Resident memory after seeding: ${rssAfterSeed.toFixed(0)} MB (goal < 250 MB); after the run: ${server.rssMb().toFixed(0)} MB`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
