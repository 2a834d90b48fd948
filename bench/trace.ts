import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "@utsav/e2e/chromium";
import { buildPages, repoRoot, required, startServer } from "./lib.ts";

// npm run bench:trace: where a page's main thread goes, task by task. Loads the page (ROUTE, default the home page)
// on a phone-sized screen with the CPU four times slower, as Lighthouse's mobile preset assumes, records a Chromium
// trace until the page has hydrated, and prints every task over 30 ms with the work inside it that took the most
// time of its own, with the JavaScript functions sampled in it. The trace itself is written to data/trace.json, to
// open in Chromium's performance panel.

const ROUTE = process.env.ROUTE ?? "/";
const LONG_MS = 30;
/** TRACE_RUNS=5 loads the page five times and prints the median; the tasks are printed for the last run. */
const RUNS = Number(process.env.TRACE_RUNS ?? 1);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { beginData?: { url?: string }; data?: ProfileData & { startTime?: number } };
}

/** A complete event ("X"): one with a duration. */
type TimedEvent = TraceEvent & { dur: number };

/** A piece of V8's sampling profile, as the trace carries it in ProfileChunk events. */
interface ProfileData {
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number } }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/** Every JavaScript sample of the main thread's profile: when it was taken and the function it was in. */
function jsSamples(events: TraceEvent[], pid: number, tid: number): { ts: number; frame: string }[] {
  const start = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  if (!start) return [];
  const frames = new Map<number, string>();
  const samples: { ts: number; frame: string }[] = [];
  let ts = start.args?.data?.startTime ?? start.ts;
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.id === start.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url
        ?.split("/")
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, ".js");
      frames.set(node.id, file ? `${functionName || "(anonymous)"} ${file}:${(lineNumber ?? 0) + 1}` : functionName);
    }
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, frame: frames.get(id) ?? "?" });
    });
  }
  return samples;
}

/** Each event's own time inside one task: its duration less that of the events nested in it, summed by name. */
function selfTimes(task: TimedEvent, events: TimedEvent[]): [string, number][] {
  const end = (e: TimedEvent) => e.ts + e.dur;
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && end(e) <= end(task)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map<string, number>();
  const stack: TimedEvent[] = [];
  for (const event of inside) {
    let parent = stack.at(-1);
    while (parent && end(parent) <= event.ts) {
      stack.pop();
      parent = stack.at(-1);
    }
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - event.dur);
    own.set(event.name, (own.get(event.name) ?? 0) + event.dur);
    stack.push(event);
  }
  return [...own].sort((a, b) => b[1] - a[1]);
}

/** Resolves once the app has taken the page over: one call watching the attribute, not a poll of the page. */
const HYDRATED = `new Promise((resolve) => {
  const root = document.documentElement;
  if (root.hasAttribute("data-hydrated")) return resolve();
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    resolve();
  }).observe(root, { attributes: true });
})`;

const server = await startServer({ PUBLIC_DIR: buildPages(), DATA_DIR: path.join(repoRoot, "data/bench-web") });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const ms = (us: number) => Math.round(us / 1000);
try {
  const totals: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // A first visit warms the server's caches and the browser's compiled code, as Lighthouse's own first pass does.
    await page.goto(`${server.url}${ROUTE}`);
    await page.goto("about:blank");
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "blink",
        "loading",
        "disabled-by-default-v8.cpu_profiler",
      ],
    });
    await page.goto(`${server.url}${ROUTE}`, { waitUntil: "load" });
    await page.evaluate(HYDRATED);
    await page.waitForTimeout(1_000);
    const trace = await browser.stopTracing();
    await page.close();
    const tracePath = path.join(repoRoot, "data/trace.json");
    writeFileSync(tracePath, trace);
    const blocking = longTasks(JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }, run === RUNS);
    totals.push(blocking);
    console.log(
      `Run ${run}: time past 50 ms in tasks of ${LONG_MS} ms or more: ${Math.round(blocking)} ms. The trace: ${path.relative(repoRoot, tracePath)}`,
    );
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const nth = (i: number) => Math.round(required(sorted.at(i), `run ${i} of the sorted runs`));
  if (RUNS > 1) console.log(`Median of ${RUNS} runs: ${nth(Math.floor(RUNS / 2))} ms past 50 (range ${nth(0)}–${nth(-1)})`);
} finally {
  await browser.close();
  await server.stop();
}

/** The main thread's long tasks after the page's first parse: their time past 50 ms, and (when `print`) each task. */
function longTasks(trace: { traceEvents: TraceEvent[] }, print: boolean): number {
  const events = trace.traceEvents;
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(server.url));
  if (!parse) throw new Error("The trace has no parsing of the page");
  const main = events.filter((e): e is TimedEvent => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined);
  const tasks = main.filter((e) => e.name === "RunTask" && e.dur >= LONG_MS * 1000 && e.ts >= parse.ts).sort((a, b) => a.ts - b.ts);
  if (print) {
    const samples = jsSamples(events, parse.pid, parse.tid).filter((s) => !/^\((idle|program|garbage collector|root)\)$/.test(s.frame));
    console.log(`${ROUTE} at 4× slower CPU: ${tasks.length} tasks of ${LONG_MS} ms or more, from the first parse of the page`);
    for (const task of tasks) {
      const top = selfTimes(task, main)
        .slice(0, 4)
        .map(([name, us]) => `${name} ${ms(us)}`);
      console.log(`  at ${ms(task.ts - parse.ts)} ms, ${ms(task.dur)} ms: ${top.join(", ")}`);
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
      const counts = new Map<string, number>();
      for (const { frame } of inTask) counts.set(frame, (counts.get(frame) ?? 0) + 1);
      const heaviest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
      if (heaviest.length > 0)
        console.log(`    JavaScript samples (${inTask.length}): ${heaviest.map(([f, n]) => `${f} ×${n}`).join(", ")}`);
    }
  }
  return tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);
}
