import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { missingPrograms, startProductionCluster } from "@utsav/api/cluster";
import type { RunningCluster } from "@utsav/api/cluster";
import { CATALOGUE } from "@utsav/catalogue";
import { AS_BROWSERS, load, printTable, repoRoot, required } from "./lib.ts";
import type { LoadResult } from "./lib.ts";
import { mixedLoadEnv, mixedRequests, observed, percentile } from "./mixed-load.ts";
import type { Kind, Step, Tally } from "./mixed-load.ts";
import { advanceOffering, limitedCalendar } from "./paying-bookings.ts";
import { startStandIns } from "./stand-ins.ts";
import { cpuByGroup, machineBusyMs } from "./cpu.ts";
import { report } from "./results.ts";
import type { Figure } from "./results.ts";

// npm run bench:cluster: the mixed workload of bench:load (mixed-load.ts: browsing, search, sign-in, bookings, a
// paying booking and its webhook) through the production layout (apps/api/support/cluster.ts, docs/decisions/0078):
// nginx in front of two web processes, a worker, PgBouncer in transaction mode, a PostgreSQL primary and its streaming
// replica. It runs at 100 and at 500 connections through the balancer, then routes the balancer to one web process and
// runs 100 connections again: the ratio of two web processes to one, measured in the same run. Each level prints req/s,
// p50, p99 and errors, with bookings per second (rows the run added on the primary) beside searches and reads (their
// 2xx answers), and each request's p50 and p99 in the mix. Every connection starts at the head of the sequence (20
// requests), so a short run, or 500 connections, does more of its first requests: the rates are what was answered.
// Goals (issue: production layout): 0 errors at 100 and 500 connections; mixed p99 at 100 connections ≤ 150 ms.
// Needs Debian's postgresql, pgbouncer and nginx-light; builds the app first when its sources changed (as npm run
// cluster does). BENCH_SECONDS (default 20) per level; BENCH_BREAKDOWN=1 also runs each kind of request alone at 100
// connections; BENCH_RECORD=0 does not record. Runs shorter than 20 s, or with the breakdown, are not recorded either.
// The script runs under node --import tsx, not tsx: tsx's wrapper kills with SIGKILL a child that is slow to take a
// Ctrl-C (this one, busy under load), which would leave PostgreSQL, PgBouncer and nginx running.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BREAKDOWN = process.env.BENCH_BREAKDOWN === "1";
const RECORD = process.env.BENCH_RECORD !== "0" && SECONDS >= 20 && !BREAKDOWN;
/** The breakdown's runs and the warm-up at 100 connections. */
const SHORT_SECONDS = Math.min(SECONDS, 5);

const missing = missingPrograms();
if (missing.length > 0) {
  console.error(`The production layout needs Debian's ${missing.join(", ")}: apt-get install ${missing.join(" ")}`);
  process.exit(1);
}
// The web processes run the production build (web app and server); built again only when the sources changed.
const build = spawnSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/api/scripts/build-when-changed.ts")], {
  cwd: repoRoot,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The SMS gateway and Razorpay's API, faked at their HTTP boundary in a process of their own (stand-ins.ts).
const standIns = await startStandIns();

console.log("Starting PostgreSQL and its replica, PgBouncer, the worker, two web processes and nginx…");
const starting = startProductionCluster({
  webProcesses: 2,
  env: {
    ...mixedLoadEnv(standIns.gatewayUrl),
    // The catalogue's pictures are not what is measured (the cluster's worker would draw them at its start).
    DRAW_PICTURES: "false",
    ...standIns.paymentsEnv,
  },
});
// Stops every part once, whether the run ends, fails or is interrupted (Ctrl-C), also while the layout is starting.
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    const running = await starting.catch(() => undefined);
    await running?.stop();
    await standIns.close();
  })());
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the cluster…`);
    void stopAll().finally(() => process.exit(130));
  });
}
// What the try below does not catch, such as a request's hook that throws inside autocannon (a paying booking refused,
// or any request once the layout is stopping after Ctrl-C), and what it rethrows: printed, and the layout stopped.
const fail = (error: unknown) => {
  if (!interrupted) console.error(error);
  void stopAll().finally(() => process.exit(interrupted ? 130 : 1));
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

const json = { "content-type": "application/json" };

/** A vendor signed in and onboarded through the balancer, as a person would: its id. */
async function onboardedVendor(url: string): Promise<string> {
  const phone = "+919811100000";
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${route}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const generated = await post("/api/auth/vendor/otp/generate", { phoneNumber: phone });
  if (!generated.ok) throw new Error(`vendor sign-in: ${generated.status} ${await generated.text()}`);
  const verified = await post(
    "/api/auth/vendor/otp/verify",
    { phoneNumber: phone, otp: await standIns.codeFor(phone) },
    { "x-session-transport": "bearer" },
  );
  if (!verified.ok) throw new Error(`vendor sign-in: ${verified.status} ${await verified.text()}`);
  const { token } = ((await verified.json()) as { data: { token: string } }).data;
  const onboarded = await post(
    "/api/vendor/profile/onboard",
    { businessName: "Bench Bookings Studio", contactName: "Bench", category: "decor", area: "Indiranagar" },
    { authorization: `Bearer ${token}` },
  );
  if (!onboarded.ok) throw new Error(`vendor onboarding: ${onboarded.status} ${await onboarded.text()}`);
  return ((await onboarded.json()) as { data: { vendorId: string } }).data.vendorId;
}

interface Level {
  result: LoadResult;
  connections: number;
  web: number;
  seconds: number;
  bookings: number;
  tally: Tally;
}

const bookingCount = async (cluster: RunningCluster) =>
  required((await cluster.query<{ n: number }>("select count(*)::int as n from bookings"))[0], "the count of bookings").n;

/** The mixed workload through the balancer, with the rows it added to `bookings` on the primary. */
async function measure(cluster: RunningCluster, steps: Step[], connections: number): Promise<Level> {
  const tally: Tally = new Map();
  const before = await bookingCount(cluster);
  const started = performance.now();
  const result = await load("mixed", cluster.url, { connections, seconds: SECONDS, requests: observed(steps, tally) });
  const seconds = (performance.now() - started) / 1000;
  const bookings = (await bookingCount(cluster)) - before;
  return { result, connections, web: cluster.web.length, seconds, bookings, tally };
}

try {
  const cluster = await starting;
  const { DATA_DIR: dataDir = "", DATABASE_DIRECT_URL: primary = "" } = cluster.env;
  // The paying offering (a 25% advance) and the bookable kit's calendar (daily capacity, a blocked week), on the primary.
  await advanceOffering(dataDir, await onboardedVendor(cluster.url), primary);
  await limitedCalendar(dataDir, primary);
  const mixed = mixedRequests(standIns.codes, standIns.webhookFor);

  // Warm up: each web process's read cache and JIT, and the pools behind them (the balancer takes turns), then a few
  // seconds at the first level's connections.
  for (let i = 0; i < 3; i++) await load("warm-up", cluster.url, { connections: 8, seconds: 2, requests: mixed.sequence });
  await load("warm-up", cluster.url, { connections: 100, seconds: SHORT_SECONDS, requests: mixed.sequence });

  const levels: Level[] = [];
  for (const connections of [100, 500]) levels.push(await measure(cluster, mixed.steps, connections));

  if (BREAKDOWN) {
    // The pages as a browser first gets them, rendered on the server (the mixed load asks the API only).
    const page = (path: string) => ({ method: "GET" as const, path, headers: AS_BROWSERS });
    const kinds = {
      "home page, server-rendered": [page("/")],
      "offering page, server-rendered": [page(`/offerings/${required(CATALOGUE.offerings[0], "an offering").slug}`)],
      home: [mixed.home],
      "offering page": [mixed.offering],
      collection: [mixed.collection],
      search: [mixed.search],
      suggestions: [mixed.suggestions],
      "sign-in (2 requests)": [mixed.sendCode, mixed.checkCode],
      booking: [mixed.booking],
      "paying booking + webhook": [mixed.payingBooking, mixed.payment],
    };
    const breakdown = [];
    // CPU per request (docs/capacity.md): each part's CPU time over the run, divided by the requests it answered.
    const parts = {
      web: cluster.web.map((w) => w.child.pid ?? 0),
      worker: [cluster.worker.child.pid ?? 0],
      postgres: "postgres",
      pgbouncer: "pgbouncer",
      nginx: "nginx",
    };
    for (const [name, requests] of Object.entries(kinds)) {
      const [machineBefore, before, started] = [machineBusyMs(), cpuByGroup(parts), performance.now()];
      const r = await load(name, cluster.url, { connections: 100, seconds: SHORT_SECONDS, requests });
      const answered = r.rps * ((performance.now() - started) / 1000);
      const after = cpuByGroup(parts);
      const perRequest = (ms: number) => Number((ms / answered).toFixed(2));
      breakdown.push({
        alone: name,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors + r.non2xx,
        "CPU ms/req: machine": perRequest(machineBusyMs() - machineBefore),
        ...Object.fromEntries(Object.keys(parts).map((part) => [part, perRequest((after[part] ?? 0) - (before[part] ?? 0))])),
      });
    }
    console.log(`\nEach kind of request alone through the balancer, 2 web processes, 100 connections, ${SHORT_SECONDS} s`);
    console.log("CPU ms per request: of all cores, the whole machine (the load generator too), then each part's own");
    printTable(breakdown);
  }

  // One web process behind the same balancer, in the same run (the other keeps running, idle).
  await cluster.balancer.route([required(cluster.web[0], "a web process")]);
  await load("warm-up", cluster.url, { connections: 100, seconds: SHORT_SECONDS, requests: mixed.sequence });
  const one = await measure(cluster, mixed.steps, 100);
  levels.push(one);

  // Per second of each level: bookings are the rows it added to `bookings` on the primary (with and without an
  // advance); searches (search and suggestions) and reads (home, collection and offering pages) are their 2xx answers.
  const answered = (l: Level, kind: Kind) =>
    [...new Set(mixed.steps.filter((s) => s.kind === kind).map((s) => s.name))].reduce((n, name) => n + (l.tally.get(name)?.ok ?? 0), 0);
  const rows = levels.map((l) => ({
    connections: l.connections,
    "web processes": l.web,
    "req/s": Math.round(l.result.rps),
    "p50 ms": l.result.p50,
    "p99 ms": l.result.p99,
    errors: l.result.errors + l.result.non2xx,
    "bookings/s": Math.round(l.bookings / l.seconds),
    "searches/s": Math.round(answered(l, "search") / l.seconds),
    "reads/s": Math.round(answered(l, "read") / l.seconds),
  }));
  console.log(`\nMixed workload through nginx on PostgreSQL (primary + replica, PgBouncer), ${SECONDS} s per level`);
  printTable(rows);
  for (const l of levels) {
    if (l.result.errors > 0 || l.result.non2xx > 0) {
      console.log(
        `${l.connections} connections, ${l.web} web process(es): ${l.result.timeouts} timeouts (no answer in 10 s), ${l.result.errors - l.result.timeouts} socket errors; answers by status`,
        l.result.statusCodes,
      );
      for (const [name, answers] of l.tally) {
        const counts = new Map<string, number>();
        for (const failure of answers.failed) counts.set(failure, (counts.get(failure) ?? 0) + 1);
        for (const [failure, count] of counts) console.log(`  ${name}: ${count} × ${failure}`);
      }
    }
  }
  const label = (l: Level) => `${l.connections}${l.web === 1 ? ", 1 web" : ""}`;
  console.log("\nTime to answer by request in those runs, ms (connections, web processes if 1)");
  printTable(
    [...new Set(mixed.steps.map((s) => s.name))].map((name) => ({
      request: name,
      ...Object.fromEntries(
        levels.flatMap((l) => {
          const ms = l.tally.get(name)?.ms ?? [];
          return [
            [`${label(l)}: p50`, percentile(ms, 0.5)],
            [`${label(l)}: p99`, percentile(ms, 0.99)],
          ];
        }),
      ),
    })),
  );
  const atHundred = required(levels[0], "the 100-connection level");
  const ratio = Number((atHundred.result.rps / one.result.rps).toFixed(2));
  const cores = availableParallelism();
  console.log(
    `\nTwo web processes ÷ one, 100 connections: ${ratio}× the throughput, on a machine with ${cores} cores. The load` +
      ` generator, nginx, PgBouncer, PostgreSQL (primary and replica), the worker and the web processes share those` +
      ` ${cores} cores: a second web process can only add the CPU the others leave idle.`,
  );

  const level = (l: Level) => `mixed, ${l.connections} connections${l.web === 1 ? ", 1 web process" : ""}`;
  const figures: Figure[] = [
    ...levels.flatMap((l): Figure[] => [
      { name: `${level(l)}: p99 ms`, value: l.result.p99, ...(l === atHundred ? { goal: { atMost: 150 } } : {}) },
      { name: `${level(l)}: errors`, value: l.result.errors + l.result.non2xx, ...(l === one ? {} : { goal: { atMost: 0 } }) },
      { name: `${level(l)}: req/s`, value: Math.round(l.result.rps) },
      { name: `${level(l)}: bookings/s`, value: Math.round(l.bookings / l.seconds) },
    ]),
    { name: "two web processes ÷ one, 100 connections: throughput ratio", value: ratio, goal: { atLeast: 1 } },
  ];
  report("cluster", "postgres", figures, { record: RECORD });
} finally {
  await stopAll();
}
