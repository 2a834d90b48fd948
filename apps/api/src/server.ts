import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config.ts";
import { markServerStopped, writeServerRecord } from "./platform/server-record.ts";
import { publishPictures } from "./platform/storage/catalogue-pictures.ts";
import { pictureStorage } from "./platform/storage/storage.ts";

// Starts the one process that serves the API and the web app on one port, and stops it gracefully.

const config = loadConfig();
const app = await buildApp(config);

/** While draining, how often connections that have fallen idle are closed. */
const IDLE_SWEEP_MS = 100;

let closing = false;
let picturesChild: ReturnType<typeof spawn> | null = null;
/**
 * Graceful stop: no new connections; idle keep-alive connections are closed, and every answer sent meanwhile says
 * Connection: close (requests arriving on open connections get 503 in the envelope, platform/errors.ts); requests in
 * flight finish within SHUTDOWN_GRACE_MS, then the database is closed and the process exits 0. A second signal, or
 * a drain that outlasts the grace period, exits 1 at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn({ signal }, "second signal while shutting down; exiting now");
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, "shutting down: no new connections, finishing requests in flight");
  const timer = setTimeout(() => {
    app.log.error("requests still in flight after the grace period; exiting");
    process.exit(1);
  }, config.shutdownGraceMs);
  timer.unref();
  // An answer whose headers left before the drain began (a page still streaming) kept its connection alive: such a
  // connection is closed as soon as it falls idle, rather than at its keep-alive timeout.
  setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  picturesChild?.kill();
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    process.exit(1);
  }
  await markServerStopped(config.dataDir).catch(() => undefined);
  app.log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.host, port: config.port });
// Which part this process plays among several (docs/decisions/0076): what its log lines come from.
app.log.info({ role: config.role }, `process role: ${config.role}`);

// Where this server listens, for the command-line tools of the same data folder (`npm run operator:add`).
{
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const defaultOrigin = `http://localhost:${config.port}`;
  await writeServerRecord(config.dataDir, {
    pid: process.pid,
    url: config.publicOrigin === defaultOrigin ? `http://localhost:${port}` : config.publicOrigin,
    database: config.database.kind,
  }).catch((err: unknown) => app.log.warn({ err }, "could not record the server's address in the data folder"));
}

// The catalogue pictures are drawn once, after the server listens, in a child process at low priority: a first
// start is quick, the image library's memory is returned when it is done, and pages show placeholders meanwhile.
if (config.drawPictures) {
  const cli = createRequire(import.meta.url).resolve("@utsav/catalogue/images-cli");
  picturesChild = spawn("nice", ["-n", "10", process.execPath, "--import", "tsx", cli, config.publicDir], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  picturesChild.on("error", (err) => app.log.error({ err }, "could not draw the catalogue pictures"));
  // With object storage, the drawn pictures are then copied there once, for every web process (decision 0080).
  const storage = pictureStorage(config.storage);
  if (storage) {
    picturesChild.on("exit", (code) => {
      if (code !== 0 || closing) return;
      publishPictures(config.publicDir, storage).then(
        (done) =>
          app.log.info(done, done.upToDate ? "catalogue pictures in storage are up to date" : "catalogue pictures copied to storage"),
        (err: unknown) => app.log.error({ err }, "could not copy the catalogue pictures to storage; the next start tries again"),
      );
    });
  }
}
