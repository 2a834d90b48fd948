import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "@utsav/api/app";
import { loadConfig } from "@utsav/api/config";
import { notificationOutbox, queryRows } from "@utsav/db";
import { report } from "./results.ts";
import type { Figure } from "./results.ts";

// npm run bench:outbox: how many messages a second one worker sends through the real SMS adapter to a gateway that
// takes GATEWAY_MS to answer each (a loopback fake of MSG91's Flow API), one recipient at a time
// (NOTIFY_SEND_CONCURRENCY=1) and ten (the default), in one run (docs/decisions/0096). The backlog is BENCH_MESSAGES
// SMS queued at once, three to each recipient; each recipient's must reach the gateway in the order they were queued.
// Goal (docs/capacity.md, item 6): at 250 ms a message, at least 25 a second from one worker, ten times what a
// Diwali evening's bookings queue. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.

const GATEWAY_MS = Number(process.env.GATEWAY_MS ?? 250);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const PER_RECIPIENT = 3;
const GOAL_PER_SECOND = 25;

/** The gateway: answers each message after GATEWAY_MS; records the order each number's texts arrived in. */
async function startGateway() {
  const arrived = new Map<string, string[]>();
  let inFlight = 0;
  let most = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      most = Math.max(most, ++inFlight);
      const { recipients } = JSON.parse(body) as { recipients: { mobiles: string; n: string }[] };
      const [recipient] = recipients;
      if (recipient) arrived.set(recipient.mobiles, [...(arrived.get(recipient.mobiles) ?? []), recipient.n]);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
      }, GATEWAY_MS);
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    arrived,
    most: () => most,
    reset: () => {
      arrived.clear();
      most = 0;
    },
    close: () => server.close(),
  };
}

const gateway = await startGateway();

/** One worker's run over a fresh backlog: messages a second, the most sent at once, and whether each number's came in order. */
async function run(concurrency: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-outbox-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    WEB: "off",
    DRAW_PICTURES: "false",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    SMS_PROVIDER: "msg91",
    SMS_GATEWAY_URL: gateway.url,
    SMS_AUTH_KEY: "bench",
    SMS_TEMPLATE_ID: "1207000000000000",
    NOTIFY_WORKER: "off",
    NOTIFY_SEND_CONCURRENCY: String(concurrency),
  });
  const app = await buildApp(config);
  const { db } = app.database;
  const tag = `bench-outbox:${randomUUID()}:`;
  const recipients = Math.ceil(MESSAGES / PER_RECIPIENT);
  // Queued one round after another, so each number's messages have increasing due times.
  for (let round = 0; round < PER_RECIPIENT; round++) {
    const rows = Array.from({ length: recipients }, (_, r) => ({
      id: `nt_${randomUUID().replace(/-/g, "")}`,
      eventKey: `${tag}${r}:${round}`,
      channel: "sms",
      recipient: `+9190${String(10_000_000 + r)}`,
      template: "booking_received_vendor_sms",
      variables: { n: String(round) },
      subject: null,
      text: `message ${round}`,
      availableAt: new Date(Date.now() + round),
    }));
    await db.insert(notificationOutbox).values(rows);
  }
  gateway.reset();
  const started = performance.now();
  const sent = await app.notificationWorker.drain();
  const seconds = (performance.now() - started) / 1000;
  const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notification_outbox where status <> 'sent'`);
  const inOrder = [...gateway.arrived.values()].every((texts) => texts.join() === texts.toSorted().join());
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { perSecond: sent / seconds, most: gateway.most(), inOrder, unsent: Number(left?.n ?? 0), sent };
}

const one = await run(1);
const ten = await run(10);
gateway.close();
console.log(
  `${MESSAGES} messages, ${PER_RECIPIENT} to each number, at ${GATEWAY_MS} ms a message: one at a time ${one.perSecond.toFixed(1)}/s, ` +
    `ten recipients at once ${ten.perSecond.toFixed(1)}/s (most at once ${ten.most}); each number's in order: ${one.inOrder && ten.inOrder}`,
);
if (!one.inOrder || !ten.inOrder || one.unsent + ten.unsent > 0) {
  console.error("a number's messages arrived out of order, or some were not sent");
  process.exitCode = 1;
}
const figures: Figure[] = [
  { name: `messages a second, one recipient at a time (gateway ${GATEWAY_MS} ms)`, value: Number(one.perSecond.toFixed(1)) },
  {
    name: `messages a second, ten recipients at once (gateway ${GATEWAY_MS} ms)`,
    value: Number(ten.perSecond.toFixed(1)),
    goal: { atLeast: GOAL_PER_SECOND },
  },
  { name: "ten at once ÷ one at a time", value: Number((ten.perSecond / one.perSecond).toFixed(2)) },
  { name: "messages out of order or unsent", value: (one.inOrder && ten.inOrder ? 0 : 1) + one.unsent + ten.unsent, goal: { atMost: 0 } },
];
report("outbox", process.env.DATABASE_URL ? "postgres" : "pglite", figures, {
  record: GATEWAY_MS === 250 && MESSAGES === 300,
});
