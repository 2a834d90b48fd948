import { execFileSync } from "node:child_process";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATALOGUE } from "@utsav/catalogue";
import { repoRoot, startServer } from "./lib.ts";

// npm run bench:web: Lighthouse (mobile preset) on the home page and an offering page, median of 5 runs each,
// against the production build served by the production server. Goals: performance ≥ 95, LCP ≤ 1.8 s,
// CLS ≤ 0.05, TBT ≤ 150 ms.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const publicDir = path.join(repoRoot, "data/public");

console.log("Building the web app and drawing catalogue pictures (skipped when up to date)…");
execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "ignore" });
execFileSync(process.execPath, ["--import", "tsx", path.join(repoRoot, "packages/catalogue/src/images/cli.ts"), publicDir], { stdio: "inherit" });

const server = await startServer({ PUBLIC_DIR: publicDir, DATA_DIR: path.join(repoRoot, "data/bench-web") });
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const offering = CATALOGUE.offerings.find((o) => o.id === "DGP3")!;
const pages = [
  ["home", "/"],
  ["offering", `/offerings/${offering.slug}`],
] as const;

try {
  const rows = [];
  for (const [name, route] of pages) {
    const runs: { score: number; lcp: number; cls: number; tbt: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result!.lhr;
      runs.push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: lhr.audits["largest-contentful-paint"]!.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue ?? 0,
        tbt: lhr.audits["total-blocking-time"]!.numericValue ?? 0,
      });
    }
    rows.push({
      page: name,
      "performance (≥95)": median(runs.map((r) => r.score)),
      "LCP s (≤1.8)": (median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
      "CLS (≤0.05)": median(runs.map((r) => r.cls)).toFixed(3),
      "TBT ms (≤150)": Math.round(median(runs.map((r) => r.tbt))),
    });
  }
  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs`);
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}
