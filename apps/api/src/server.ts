import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

// Starts the one process that serves the API and the web app on one port, and stops it gracefully.

const config = loadConfig();
const app = await buildApp(config);

const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;
let picturesChild: ReturnType<typeof spawn> | null = null;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const timer = setTimeout(() => {
    app.log.error("requests still in flight after the grace period; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  picturesChild?.kill();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.host, port: config.port });

// The catalogue pictures are drawn once, after the server listens, in a child process at low priority: a first
// start is quick, the image library's memory is returned when it is done, and pages show placeholders meanwhile.
if (config.drawPictures) {
  const cli = createRequire(import.meta.url).resolve("@utsav/catalogue/images-cli");
  picturesChild = spawn("nice", ["-n", "10", process.execPath, "--import", "tsx", cli, config.publicDir], { stdio: ["ignore", "inherit", "inherit"] });
  picturesChild.on("error", (err) => app.log.error({ err }, "could not draw the catalogue pictures"));
}
