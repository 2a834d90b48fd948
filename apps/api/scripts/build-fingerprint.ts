import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// What the production build is made of: the sources of the web app, the server and the workspace packages, their
// manifests and the lock file. Tests, outputs and installed packages are not part of it.

const SOURCES = [
  "package.json",
  "package-lock.json",
  "tsconfig.base.json",
  "apps/web",
  "apps/api/src",
  "apps/api/scripts",
  "apps/api/package.json",
  "packages",
];
const SKIPPED_DIRECTORIES = new Set(["node_modules", "build", "dist", ".react-router", "test", "coverage", "data"]);
const isTest = (name: string) => /\.test\.[cm]?tsx?$/.test(name);

async function filesUnder(root: string, relative: string): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => null);
  if (!entries) return [relative]; // a file (or nothing: hashed as missing)
  const nested = await Promise.all(
    entries
      .filter((entry) => (entry.isDirectory() ? !SKIPPED_DIRECTORIES.has(entry.name) : !isTest(entry.name)))
      .map((entry) => filesUnder(root, path.join(relative, entry.name))),
  );
  return nested.flat();
}

/** A hash of every source file's path and content: equal fingerprints mean the last build is still the build. */
export async function buildFingerprint(root: string): Promise<string> {
  const files = (await Promise.all(SOURCES.map((source) => filesUnder(root, source)))).flat().sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const content = await readFile(path.join(root, file)).catch(() => null);
    hash.update(`${file}\0${content ? createHash("sha256").update(content).digest("hex") : "missing"}\0`);
  }
  return hash.digest("hex");
}

export async function readStamp(file: string): Promise<string | null> {
  return readFile(file, "utf8").then(
    (text) => text.trim(),
    () => null,
  );
}

export async function writeStamp(file: string, fingerprint: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${fingerprint}\n`);
}
