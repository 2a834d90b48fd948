import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CATALOGUE } from "@utsav/catalogue";
import { AS_BROWSERS, load, printTable, required, startBareServers, startServer } from "./lib.ts";
import type { LoadResult } from "./lib.ts";
import { report } from "./results.ts";

// npm run bench: catalogue reads against yardsticks measured in the same run: a bare node:http server answering a
// small JSON body, and a bare Fastify route answering what the server's trivial route answers.
// Goals: home, offering and collection reads at least 0.3× the bare node:http server with p99 ≤ 10 ms at 10
// connections; the trivial route within 1.5× the cost of the bare Fastify route (so at least 1/1.5 of its rate);
// resident memory after seeding and after the run ≤ 250 MB. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
// Each read is measured twice: as a bare HTTP client asks (no Accept-Encoding, the whole JSON), and as a browser or the
// native app asks (Accept-Encoding with Brotli and gzip), which is how every real client reads the catalogue.
// Each uncompressed read is also set beside the bare node:http server sending the same bytes, which tells the cost of
// the size of an answer from the server's own.
// The trivial route is measured again, beside the bare Fastify route, once the server has served pages and a script
// file, as a server in use has.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const database = process.env.DATABASE_URL ? "postgres" : "pglite";
let bare: Awaited<ReturnType<typeof startBareServers>> | undefined;
try {
  const rssAfterSeed = server.rssMb();
  const slug = required(
    CATALOGUE.offerings.find((o) => o.id === "HOCG7"),
    "offering HOCG7",
  ).slug;
  const reads = [
    ["home", "/api/home"],
    ["offering", `/api/offerings/${slug}`],
    ["collection", "/api/collections/curated-gifts-for-your-team"],
  ] as const;
  // Each route read once, which warms it (the first read fills the cache), and its bytes kept for the yardstick that
  // answers the same bytes: the uncompressed home answer is 66 KB, and sending that costs even a bare server.
  const bodies = await Promise.all(
    reads.map(async ([name, route]) => {
      const file = path.join(dataDir, `${name}.json`);
      writeFileSync(file, Buffer.from(await (await fetch(`${server.url}${route}`)).arrayBuffer()));
      return file;
    }),
  );
  bare = await startBareServers(await (await fetch(`${server.url}/api/health`)).text(), bodies);
  const run = (name: string, url: string, headers?: Record<string, string>) =>
    load(name, url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  const http = await run("bare node:http, small JSON", bare.http);
  const fastify = await run("bare Fastify route, same JSON as the trivial route", bare.fastify);
  const trivial = await run("trivial GET /api/health", `${server.url}/api/health`);
  const results: LoadResult[] = [];
  for (const [, route] of reads) results.push(await run(`GET ${route}`, `${server.url}${route}`));
  const sameBytes: LoadResult[] = [];
  for (const [i, [, route]] of reads.entries()) {
    sameBytes.push(await run(`bare node:http, the bytes of GET ${route}`, required(bare.same[i], `the bare server of ${route}'s bytes`)));
  }
  const compressed: LoadResult[] = [];
  for (const [, route] of reads) compressed.push(await run(`GET ${route}, as browsers ask (br)`, `${server.url}${route}`, AS_BROWSERS));
  // The same trivial route once the server has served pages and a script file, as a server in use always has: V8
  // then runs Node's stream and HTTP code for several kinds of object, more slowly (docs/decisions/0026).
  const served = async (route: string) => {
    const response = await fetch(`${server.url}${route}`);
    if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
    return response.text();
  };
  const script = /\/static\/[^"]+\.js/.exec(await served("/"))?.[0];
  if (!script) throw new Error("the home page names no script file");
  for (const route of [`/offerings/${slug}`, "/collections/curated-gifts-for-your-team", script]) await served(route);
  const fastifyAgain = await run("bare Fastify route, again", bare.fastify);
  const trivialAfterPages = await run("trivial GET /api/health, after pages", `${server.url}/api/health`);

  console.log(`\nCatalogue reads on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  printTable(
    [http, fastify, trivial, ...results, ...sameBytes, ...compressed, fastifyAgain, trivialAfterPages].map((r) => ({
      route: r.name,
      "req/s": Math.round(r.rps),
      "× node:http": (r.rps / http.rps).toFixed(2),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors + r.non2xx,
    })),
  );
  const rssAfterRun = server.rssMb();
  const ratio = (value: number) => Number(value.toFixed(2));
  report("catalogue-reads", database, [
    { name: "trivial route: cost × bare Fastify", value: ratio(fastify.rps / trivial.rps), goal: { atMost: 1.5 } },
    {
      name: "trivial route after pages: cost × bare Fastify",
      value: ratio(fastifyAgain.rps / trivialAfterPages.rps),
      goal: { atMost: 1.5 },
    },
    ...reads.flatMap(([name], i) => {
      const result = required(results[i], `the run of ${name}`);
      const same = required(sameBytes[i], `the bare server's run of ${name}'s bytes`);
      return [
        { name: `${name}: × bare node:http`, value: ratio(result.rps / http.rps), goal: { atLeast: 0.3 } },
        { name: `${name}: p99 ms`, value: result.p99, goal: { atMost: 10 } },
        { name: `${name}: × bare node:http sending the same bytes`, value: ratio(result.rps / same.rps) },
      ];
    }),
    ...reads.flatMap(([name], i) => {
      const result = required(compressed[i], `the compressed run of ${name}`);
      return [
        { name: `${name}, as browsers ask (br): × bare node:http`, value: ratio(result.rps / http.rps), goal: { atLeast: 0.3 } },
        { name: `${name}, as browsers ask (br): p99 ms`, value: result.p99, goal: { atMost: 10 } },
      ];
    }),
    {
      name: "errors",
      value: [trivial, ...results, ...compressed, trivialAfterPages].reduce((n, r) => n + r.errors + r.non2xx, 0),
      goal: { atMost: 0 },
    },
    { name: "resident MB after seeding", value: Math.round(rssAfterSeed), goal: { atMost: 250 } },
    { name: "resident MB after the run", value: Math.round(rssAfterRun), goal: { atMost: 250 } },
  ]);
} finally {
  bare?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
