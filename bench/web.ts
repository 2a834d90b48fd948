import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import { SEARCH } from "@utsav/domain";
import { CHROMIUM, CHROMIUM_ARGS } from "@utsav/e2e/chromium";
import { buildPages, repoRoot, required, startServer } from "./lib.ts";
import { report } from "./results.ts";

// npm run bench:web: Lighthouse (mobile preset) on the home, offering, collection and search pages, median of 5 runs each,
// against the production build served by the production server. Goals: performance ≥ 95, LCP ≤ 1.8 s,
// CLS ≤ 0.05, TBT ≤ 150 ms. Then the search box in Chromium: from the last keystroke to the suggestions on
// screen, less the 300 ms debounce, for queries the server has not answered before. Goal: under 100 ms.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * Runs in the page before its own scripts: notes the last keystroke's input event, each suggestions answer (read
 * whole) with its query, and every change to the page, on the page's clock.
 */
const SEARCH_PROBE = `
  const probe = { lastInput: 0, answers: [], changes: [] };
  window.__searchProbe = probe;
  document.addEventListener("input", () => { probe.lastInput = performance.now(); }, true);
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/search/suggestions")) {
      await response.clone().text();
      probe.answers.push({ query: JSON.parse(String(init && init.body || "{}")).query, at: performance.now() });
    }
    return response;
  };
  new MutationObserver(() => probe.changes.push(performance.now()))
    .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

interface SearchProbe {
  lastInput: number;
  answers: { query: string; at: number }[];
  changes: number[];
}

/** From the last keystroke to the first change after the answer for `query` arrived; null until then. */
function shownAfter(query: string): number | null {
  const probe = (globalThis as unknown as { __searchProbe: SearchProbe }).__searchProbe;
  const answer = probe.answers.find((a) => a.query === query);
  const change = answer && probe.changes.find((at) => at > answer.at);
  return change ? change - probe.lastInput : null;
}
const server = await startServer({ PUBLIC_DIR: buildPages(), DATA_DIR: path.join(repoRoot, "data/bench-web") });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROMIUM_ARGS,
});

const median = (values: number[]) => required([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)], "the median");
const offering = required(
  CATALOGUE.offerings.find((o) => o.id === "DGP3"),
  "offering DGP3",
);
const ALL_PAGES = [
  ["home", "/"],
  ["offering", `/offerings/${offering.slug}`],
  ["collection", "/collections/curated-gifts-for-your-team"],
  ["search", "/search?q=hamper"],
  // A vendor's public page (docs/decisions/0059), with the catalogue's widest vendor: offerings, reviews and terms.
  ["store", "/stores/deepam-gifts-and-decor"],
] as const;
/** BENCH_PAGES=home,offering measures those pages only, and neither the search box nor records the run. */
const only = process.env.BENCH_PAGES?.split(",");
const pages = only ? ALL_PAGES.filter(([name]) => only.includes(name)) : ALL_PAGES;

interface Run {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Where the run's main thread went: Lighthouse's breakdown, its heaviest scripts and its long tasks. */
  where: string[];
}

/** Lighthouse's own account of a run's main thread, as lines to print beside the run with the median blocking time. */
function mainThread(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"], origin: string): string[] {
  const details = <T>(audit: string) => (lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? [];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const groups = details<{ groupLabel: string; duration: number }>("mainthread-work-breakdown");
  const scripts = details<{ url: string; total: number; scripting: number; scriptParseCompile: number }>("bootup-time");
  const tasks = details<{ url: string; duration: number; startTime: number }>("long-tasks");
  const short = (url: string) => url.replace(origin, "") || "/";
  return [
    `main thread: ${groups.map((g) => `${g.groupLabel} ${ms(g.duration)}`).join(", ")}`,
    `scripts: ${scripts
      .slice(0, 4)
      .map((s) => `${short(s.url)} ${ms(s.total)} (evaluation ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)})`)
      .join(", ")}`,
    `long tasks: ${tasks.length}; ${tasks
      .slice(0, 6)
      .map((t) => `${short(t.url)} at ${ms(t.startTime)} for ${ms(t.duration)}`)
      .join(", ")}`,
    `DOM elements: ${lhr.audits["dom-size"]?.numericValue ?? "?"}`,
  ];
}

try {
  const rows: { page: string; score: number; lcp: number; cls: number; tbt: number }[] = [];
  for (const [name, route] of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const { lhr } = required(result, "Lighthouse's result");
      const audited = (audit: string) => required(lhr.audits[audit], `Lighthouse's ${audit} audit`).numericValue ?? 0;
      runs.push({
        score: Math.round((required(lhr.categories.performance, "Lighthouse's performance category").score ?? 0) * 100),
        lcp: audited("largest-contentful-paint"),
        cls: audited("cumulative-layout-shift"),
        tbt: audited("total-blocking-time"),
        where: mainThread(lhr, server.url),
      });
    }
    const typical = required([...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)], "the run with the median blocking time");
    console.log(`${name}, the run with the median blocking time (${Math.round(typical.tbt)} ms):`);
    for (const line of typical.where) console.log(`  ${line}`);
    const figures = {
      score: median(runs.map((r) => r.score)),
      lcp: Number((median(runs.map((r) => r.lcp)) / 1000).toFixed(2)),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      tbt: Math.round(median(runs.map((r) => r.tbt))),
    };
    rows.push({ page: name, ...figures });
  }
  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs`);
  report(
    "web",
    "lighthouse mobile",
    rows.flatMap(({ page, score, lcp, cls, tbt }) => [
      { name: `${page}: performance`, value: score, goal: { atLeast: 95 } },
      { name: `${page}: LCP s`, value: lcp, goal: { atMost: 1.8 } },
      { name: `${page}: CLS`, value: cls, goal: { atMost: 0.05 } },
      { name: `${page}: TBT ms`, value: tbt, goal: { atMost: 150 } },
    ]),
    { record: !only },
  );
  if (!only) await searchBox();
} finally {
  chrome.kill();
  await server.stop();
}

/**
 * Types queries into the search page's box as a person would (50 ms between keys, so the debounce fires once,
 * after the last) and times, in the page, the last keystroke to the first change of the page after the answer
 * for the whole query arrived. The queries are new to the server, so each answer is computed, not cached.
 */
async function searchBox() {
  const QUERIES = [
    "hamper",
    "marigold",
    "brass diya",
    "kaju katli",
    "lighting",
    "orchid",
    "chikki",
    "toran",
    "whisky",
    "laddoo",
    "gulkand",
    "facade",
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const measure = async (cpuSlowdown: number, suffix: string) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.addInitScript({ content: SEARCH_PROBE });
      await page.goto(`${server.url}/search`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      const box = page.getByPlaceholder("What are you Looking for ?");
      const type = async (query: string) => {
        await box.fill("");
        await page.waitForTimeout(SEARCH.debounceMs + 100);
        await box.pressSequentially(query, { delay: 50 });
        const shown = await page.waitForFunction(shownAfter, query, { timeout: 10_000 });
        return ((await shown.jsonValue()) as number) - SEARCH.debounceMs;
      };
      // A first query, not counted, also loads the suggestion list's code.
      await type(`sweets${suffix}`);
      const latencies: number[] = [];
      for (const query of QUERIES) latencies.push(await type(`${query}${suffix}`));
      await page.close();
      return latencies.sort((a, b) => a - b);
    };
    const rows = [];
    // Different words for the second pass, so that its answers are not the first pass's, cached.
    for (const [slowdown, suffix] of [
      [1, ""],
      [4, "s"],
    ] as const) {
      const latencies = await measure(slowdown, suffix);
      rows.push({
        CPU: slowdown === 1 ? "as is" : `${slowdown}× slower (a phone)`,
        queries: latencies.length,
        "median ms": Math.round(required(latencies[Math.floor(latencies.length / 2)], "the median latency")),
        "max ms": Math.round(required(latencies.at(-1), "the longest latency")),
      });
    }
    console.log(`\nSearch box: last keystroke to suggestions on screen, less the ${SEARCH.debounceMs} ms debounce (goal < 100 ms)`);
    console.table(rows);
  } finally {
    await browser.close();
  }
}
