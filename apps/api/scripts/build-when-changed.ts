/* eslint-disable no-console -- a command-line step of `npm start`: its output is for the person at the terminal. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFingerprint, readStamp, writeStamp } from "./build-fingerprint.ts";

// `npm start` builds the web app and the server only when their sources changed since the last build: a second start
// reuses the build and serves within seconds (issue 38). `npm run build` still always builds.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const OUTPUTS = ["apps/api/dist/server.mjs", "apps/web/build/server/index.js", "apps/web/build/client"];
const STAMP = path.join(repoRoot, "apps/api/dist/.build-fingerprint");

const fingerprint = await buildFingerprint(repoRoot);
const built = OUTPUTS.every((output) => existsSync(path.join(repoRoot, output)));
if (built && (await readStamp(STAMP)) === fingerprint) {
  console.log("The build is up to date: nothing changed since it was made, so it is reused.");
} else {
  console.log(built ? "The sources changed since the last build: building again." : "Building the web app and the server.");
  const result = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await writeStamp(STAMP, fingerprint);
}
