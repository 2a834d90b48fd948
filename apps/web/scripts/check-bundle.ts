import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// Fails the build when a route's initial JavaScript (entry, root and the route's own modules with their static
// imports) exceeds the budget, gzip-compressed. Issue budget: 130 KB per route.

const BUDGET_BYTES = 130 * 1024;
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const staticDir = path.join(clientDir, "static");
const manifestFile = readdirSync(staticDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No React Router manifest in build/client/static");

interface Entry {
  module: string;
  imports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(staticDir, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;?\s*$/, ""),
) as {
  entry: Entry;
  routes: Record<string, Entry & { parentId?: string }>;
};

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
};
const filesOf = (entry: Entry) => [entry.module, ...(entry.imports ?? [])];

const rows: { route: string; kb: string; ok: string }[] = [];
let failed = false;
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === "root") continue;
  const files = new Set<string>([...filesOf(manifest.entry), manifest.entry.module]);
  for (let r: (Entry & { parentId?: string }) | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    for (const f of filesOf(r)) files.add(f);
  }
  const total = [...files].reduce((sum, f) => sum + gzipSize(f), 0);
  const ok = total <= BUDGET_BYTES;
  failed ||= !ok;
  rows.push({ route: id, kb: (total / 1024).toFixed(1), ok: ok ? "yes" : "OVER BUDGET" });
}
console.log(`Initial JavaScript per route, gzip (budget ${BUDGET_BYTES / 1024} KB):`);
console.table(rows);
if (failed) {
  console.error("A route's initial JavaScript is over budget.");
  process.exit(1);
}
