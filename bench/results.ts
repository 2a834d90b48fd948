import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { repoRoot } from "./lib.ts";

// Each benchmark's figures beside their goals, and beside the last recorded run: bench/results/{benchmark}.json is
// committed, so a change shows the figures before and after it. A run records itself over the previous file.

export interface Figure {
  /** What was measured, e.g. "home: performance" or "mixed, 10 connections: p99 ms". */
  name: string;
  value: number;
  /** The goal, when the figure has one: at most (≤) or at least (≥) this value. */
  goal?: { atMost: number } | { atLeast: number };
}

interface Recorded {
  benchmark: string;
  /** Where it ran: the database and the machine, since figures only compare on the same ones. */
  setting: string;
  measuredAt: string;
  figures: { name: string; value: number; goal: string }[];
}

const RESULTS_DIR = path.join(repoRoot, "bench/results");
const resultsFile = (benchmark: string, setting: string) =>
  path.join(RESULTS_DIR, `${benchmark}${setting.startsWith("postgres") ? "-postgres" : ""}.json`);

const goalText = (goal: Figure["goal"]) => (!goal ? "" : "atMost" in goal ? `≤ ${goal.atMost}` : `≥ ${goal.atLeast}`);
const met = (figure: Figure) =>
  !figure.goal ? "" : "atMost" in figure.goal ? figure.value <= figure.goal.atMost : figure.value >= figure.goal.atLeast;

function previous(file: string): Map<string, number> {
  if (!existsSync(file)) return new Map();
  const recorded = JSON.parse(readFileSync(file, "utf8")) as Recorded;
  return new Map(recorded.figures.map((f) => [f.name, f.value]));
}

function change(before: number | undefined, now: number): string {
  if (before === undefined) return "new";
  if (before === 0) return now === 0 ? "=" : `+${now}`;
  const percent = ((now - before) / Math.abs(before)) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(0)}% (was ${before})`;
}

/**
 * Prints the figures with their goals, whether each is met, and the change from the last recorded run, then records
 * this run in bench/results/ (unless `record` is false: a partial run). `setting` names the database ("pglite" or "postgres"); each has its own file.
 */
export function report(benchmark: string, setting: string, figures: Figure[], options: { record?: boolean } = {}): void {
  const file = resultsFile(benchmark, setting);
  const before = previous(file);
  console.log(`\n${benchmark} on ${setting}: goals, figures and the change from the last recorded run (${path.relative(repoRoot, file)})`);
  console.table(
    figures.map((f) => ({
      figure: f.name,
      goal: goalText(f.goal),
      measured: f.value,
      met: met(f) === "" ? "" : met(f) ? "yes" : "NO",
      "since last": change(before.get(f.name), f.value),
    })),
  );
  if (options.record === false) {
    console.log("A partial run: not recorded.");
    return;
  }
  const recorded: Recorded = {
    benchmark,
    setting: `${setting}, ${cpus().length} cores, Node ${process.versions.node}`,
    measuredAt: new Date().toISOString(),
    figures: figures.map((f) => ({ name: f.name, value: f.value, goal: goalText(f.goal) })),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
}
