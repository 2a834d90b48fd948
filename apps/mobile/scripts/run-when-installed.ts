import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// Runs a command in apps/mobile once the app's packages are installed. The app installs apart from the repository's
// workspaces (`npm run mobile:install`, docs/decisions/0018-native-app.md): without them a local run says how to
// install them and passes, as the browser journeys do without Chromium; CI (CI set) installs them and fails here
// if it did not.

const app = path.resolve(import.meta.dirname, "..");
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: run-when-installed.ts <command> [args…]");

if (!existsSync(path.join(app, "node_modules", ".package-lock.json"))) {
  const note = "The native app's packages are not installed: run `npm run mobile:install` to test and build it.";
  if (process.env.CI) {
    console.error(note);
    process.exit(1);
  }
  console.warn(`${note} Skipped: ${[command, ...args].join(" ")}`);
  process.exit(0);
}

const run = spawnSync(command, args, { cwd: app, stdio: "inherit" });
process.exit(run.status ?? 1);
