import { readdirSync, readFileSync } from "node:fs";

// CPU time from Linux's /proc, for the capacity model (docs/capacity.md): how many milliseconds of a core each kind of
// request costs, in the whole machine and in each part of the layout. Clock ticks are USER_HZ, 100 a second on Linux.

const MS_PER_TICK = 10;

/** Busy CPU time of the whole machine so far, all cores, in ms (everything but idle and waiting for the disk). */
export function machineBusyMs(): number {
  const [, ...fields] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * MS_PER_TICK;
}

/** User and system CPU time of one process so far, in ms; 0 once it is gone. */
function processMs(pid: number): { comm: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command's name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const rest = stat.slice(close + 2).split(" ");
    return { comm, ms: (Number(rest[11]) + Number(rest[12])) * MS_PER_TICK };
  } catch {
    return null;
  }
}

/**
 * CPU time so far of the processes of each group, in ms: a group is named pids (the web processes) or a command name
 * (every `postgres` process: the backends come and go with the pools).
 */
export function cpuByGroup(groups: Record<string, number[] | string>): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  const byName = Object.entries(groups).filter((e): e is [string, string] => typeof e[1] === "string");
  for (const [group, pids] of Object.entries(groups)) {
    if (typeof pids === "string") continue;
    for (const pid of pids) totals[group] = (totals[group] ?? 0) + (processMs(pid)?.ms ?? 0);
  }
  if (byName.length > 0) {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const process = processMs(Number(entry));
      for (const [group, comm] of byName) if (process?.comm === comm) totals[group] = (totals[group] ?? 0) + process.ms;
    }
  }
  return totals;
}
