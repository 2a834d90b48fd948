import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The app's bundle carries no operations console, and of the vendor's area only what its vendor screens need (issue 42,
// docs/decisions/0067, 0071). Metro does not tree-shake: every file a statement imports is in the bundle, used or not. So
// this walks the imports Metro follows, from every route and screen, through the shared packages, and fails when one
// of those files is reached. Type-only imports are left out: Babel erases them.

const app = path.resolve(__dirname, "..");
const packages = path.resolve(app, "../../packages");
const domain = path.join(packages, "domain/src");
const apiClient = path.join(packages, "api-client/src");

/** The aliases of tsconfig.json, which Metro and jest read too: "@utsav/domain/shopper" → its file. */
const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(path.join(app, "tsconfig.json"), "utf8")) as { compilerOptions: { paths: Record<string, string[]> } })
      .compilerOptions.paths,
  )
    .filter(([name]) => !name.includes("*"))
    .map(([name, [target]]) => [name, path.resolve(app, target ?? "")]),
);

/** What a vendor's dashboard shows of the operators' review of the business: its states and their labels. */
const OPERATIONS_FILES_VENDORS_NEED = ["review.ts", "review-schemas.ts", "constants.ts"];

/** Why a file may not be in the app's bundle, or null when it may. */
function forbidden(file: string): string | null {
  const inDomain = path.relative(domain, file);
  const inClient = path.relative(apiClient, file);
  if (!inDomain.startsWith("..")) {
    // the shared hooks' entry (react/index.ts) is two hooks, not a barrel of modules
    if (
      inDomain === "index.ts" ||
      inDomain === "client.ts" ||
      (/^[a-z-]+\/(index|client)\.ts$/.test(inDomain) && !inDomain.startsWith("react/"))
    )
      return "a barrel of the domain";
    if (inDomain.startsWith("operations/") && !OPERATIONS_FILES_VENDORS_NEED.includes(inDomain.slice("operations/".length)))
      return "the operations console";
    if (/^payments\/operator-/.test(inDomain)) return "the operators' payments";
  }
  if (!inClient.startsWith("..")) {
    if (inClient === "index.ts" || inClient === "validate.ts") return "every call of the API client";
    if (inClient.startsWith("operator/")) return "the operations console's calls";
    // The vendor's side of the app (docs/decisions/0071) leaves these to the website.
    if (/^vendor\/(gallery|kyc|offerings|team|account)\//.test(inClient)) return "the vendor pages kept on the website";
  }
  return null;
}

const EXTENSIONS = [".android.tsx", ".android.ts", ".native.tsx", ".native.ts", ".tsx", ".ts", ".js"];

function resolveFile(candidate: string): string | null {
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  for (const ext of EXTENSIONS) if (existsSync(candidate + ext)) return candidate + ext;
  for (const ext of EXTENSIONS) if (existsSync(path.join(candidate, "index" + ext))) return path.join(candidate, "index" + ext);
  return null;
}

/** The file an import names, when it is ours (the app's or a shared package's); null for node_modules and assets. */
function resolveImport(from: string, specifier: string): string | null {
  const target = specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : aliases[specifier];
  if (!target) {
    if (specifier.startsWith("@utsav/")) throw new Error(`${specifier} (in ${from}) has no path in tsconfig.json`);
    return null;
  }
  const file = resolveFile(target);
  return file && /\.(tsx?|js)$/.test(file) ? file : null;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC = /\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g;

/** What Metro follows from a file: every import and re-export but those Babel erases (`import type`, all-type lists). */
function followedImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const [, typeOnly, clause, specifier] of code.matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue;
    const names = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    const listed = names
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (listed && listed.length > 0 && listed.every((name) => name.startsWith("type "))) continue;
    found.push(specifier);
  }
  for (const [, specifier] of code.matchAll(DYNAMIC)) if (specifier) found.push(specifier);
  return found;
}

/** Every file reached from the entries, each with the file that first imported it. */
function reachable(entries: string[]): Map<string, string | null> {
  const seen = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of followedImports(readFileSync(file, "utf8"))) {
      const next = resolveImport(file, specifier);
      if (next && !seen.has(next)) {
        seen.set(next, file);
        queue.push(next);
      }
    }
  }
  return seen;
}

function chain(seen: Map<string, string | null>, file: string): string {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = seen.get(at)) steps.push(path.relative(app, at));
  return steps.join(" ← ");
}

function violations(entries: string[]): string[] {
  const seen = reachable(entries);
  return [...seen.keys()].flatMap((file) => {
    const why = forbidden(file);
    return why ? [`${why}: ${chain(seen, file)}`] : [];
  });
}

/** The app's code as Metro bundles it: every route and what it imports; tests and their helpers are not shipped. */
function appEntries(): string[] {
  const files = (folder: string) =>
    readdirSync(path.join(app, folder), { recursive: true, encoding: "utf8" })
      .map((name) => path.join(app, folder, name))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return [...files("app"), ...files("src")];
}

describe("the app's bundle", () => {
  it("reaches no operations console and no barrel from any route or screen", () => {
    const entries = appEntries();
    expect(entries.length).toBeGreaterThan(50);
    const seen = reachable(entries);
    // the walk does reach the shared packages, through the shopper entries
    expect(seen.has(path.join(domain, "shopper.ts"))).toBe(true);
    expect(seen.has(path.join(apiClient, "shopper.ts"))).toBe(true);
    expect(violations(entries)).toEqual([]);
  });

  it("would catch the barrels: the whole domain and the whole client reach the console and the website's vendor pages", () => {
    const found = violations([path.join(domain, "index.ts"), path.join(apiClient, "index.ts")]).join("\n");
    expect(found).toContain("the operations console");
    expect(found).toContain("the operators' payments");
    expect(found).toContain("the vendor pages kept on the website");
    expect(found).toContain("the operations console's calls");
  });

  it("follows what Babel keeps and skips what it erases", () => {
    const source = [
      'import type { A } from "./erased-a";',
      'import { type B, type C } from "./erased-b";',
      'import { D, type E } from "./kept-d";',
      'export * from "./kept-star";',
      'import "./kept-side-effect";',
      '// import { F } from "./commented";',
      'const lazy = () => import("./kept-lazy");',
    ].join("\n");
    expect(followedImports(source)).toEqual(["./kept-d", "./kept-star", "./kept-side-effect", "./kept-lazy"]);
  });
});
