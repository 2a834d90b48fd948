import { OFFERING_SEEDS, VENDORS } from "@utsav/catalogue";
import { generateCatalogueImages } from "@utsav/catalogue/images";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

// Starts the one process that serves the API and (later) the web app on one port; stops gracefully.

const config = loadConfig();
const app = await buildApp(config);

const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const timer = setTimeout(() => {
    app.log.error("requests still in flight after the grace period; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.host, port: config.port });

// Pictures are drawn once, after the server is listening, so a first start is quick; pages show their
// placeholders until the pictures exist.
generateCatalogueImages({
  publicDir: config.publicDir,
  vendors: VENDORS,
  offerings: OFFERING_SEEDS,
  log: (message) => app.log.info(message),
}).catch((err: unknown) => app.log.error({ err }, "could not draw the catalogue pictures"));
