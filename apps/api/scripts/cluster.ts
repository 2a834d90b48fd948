/* eslint-disable no-console -- a command-line tool: its output is for the person at the terminal. */
import { missingPrograms, startProductionCluster } from "../support/cluster.ts";

// `npm run cluster`: the production layout on this machine (docs/decisions/0078), until Ctrl-C. The build must be
// current (npm run cluster builds first when the sources changed, as npm start does).

const missing = missingPrograms();
if (missing.length > 0) {
  console.error(`The layout needs Debian's ${missing.join(", ")}: apt-get install ${missing.join(" ")}`);
  process.exit(1);
}
// The balancer's port: 3000, or the one given (npm run cluster -- 4000).
const port = Number(process.argv[2] ?? 3000);
console.log("Starting PostgreSQL and its replica, PgBouncer, s3rver, the worker, two web processes and nginx…");
const cluster = await startProductionCluster({ port });
console.log(`
Utsav, in its production layout:
  balancer (nginx)        ${cluster.url}  ->  ${cluster.web.map((w) => w.url).join(", ")}
  worker (outbox, jobs)   ${cluster.worker.url}  (no pages; health at /api/health/ready)
  PostgreSQL primary      ${cluster.env.DATABASE_DIRECT_URL}
  streaming replica       ${cluster.env.DATABASE_REPLICA_URL}
  PgBouncer (transaction) ${cluster.env.DATABASE_URL}
  storage (s3rver)        ${cluster.env.S3_ENDPOINT}/${cluster.storage.bucket}  (/media/ and /assets/ through nginx)
  local outbox            ${cluster.url}/dev/outbox  (sign-in codes of every process)
  working folder          ${cluster.dir}
Ctrl-C stops every part and removes its files.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping…");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
