import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { bookKit, localOutbox, processServers } from "./support/process-servers.ts";
import { FakeGateway } from "./support/fake-sms-gateway.ts";

// Durable notifications across processes, on PostgreSQL (docs/decisions/0021). A process answers bookings and is
// killed with SIGKILL before it sends a thing: every message is still in the outbox. Two processes then start on
// the same database and deliver them together: each message goes out exactly once, whichever process sends it.

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

const processes = processServers("notify");
const drops: (() => Promise<void>)[] = [];
const gateways: FakeGateway[] = [];
afterAll(async () => {
  await processes.stopAll();
  await Promise.all(gateways.map((g) => g.stop()));
  for (const drop of drops) await drop();
});

/** A process whose outbox worker is `on` or `off`, with `env` besides. */
const start = (databaseUrl: string, worker: "on" | "off", env: Record<string, string> = {}) =>
  processes.start(databaseUrl, { NOTIFY_WORKER: worker, NOTIFY_POLL_MS: "50", ...env });

describe.skipIf(skipReason)(`notifications across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("survive a SIGKILL after the answers, and two processes then send each message once", { timeout: 180_000 }, async () => {
    const database = await createDatabase(serverUrl!, "notify");
    drops.push(database.drop);

    // A process that only writes the outbox (its worker is off, as if it died before sending) answers 20 bookings: 40
    // messages, so that one process's local message log (the last 50) holds all it sent.
    const writer = await start(database.url, "off");
    const bookingIds = await bookKit(writer, 20, "Crash", "98450");
    await processes.kill(writer);
    const pending = await queryOnce<{ n: number }>(
      database.url,
      "select count(*)::int as n from notification_outbox where status = 'pending'",
    );
    // Each booking tells its vendor and, by its own SMS, its shopper (docs/decisions/0034).
    expect(pending[0]!.n).toBe(40);

    // Two processes start on the same database and deliver, each claiming with FOR UPDATE SKIP LOCKED.
    const [a, b] = await Promise.all([start(database.url, "on"), start(database.url, "on")]);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await queryOnce<{ n: number }>(
        database.url,
        "select count(*)::int as n from notification_outbox where status <> 'sent'",
      );
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.n} messages still unsent`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const sent = [...(await localOutbox(a)), ...(await localOutbox(b))];
    for (const id of bookingIds) {
      const reference = `#${id.slice(-8).toUpperCase()}`;
      expect(
        sent.filter((m) => m.text.includes(reference)),
        reference,
      ).toHaveLength(2);
    }
    expect(sent).toHaveLength(40);
    const attempts = await queryOnce<{ max: number }>(database.url, "select max(attempts)::int as max from notification_outbox");
    expect(attempts[0]!.max).toBe(1);
  });

  it("with a gateway slower than the lease, two processes send each message to it once", { timeout: 180_000 }, async () => {
    const database = await createDatabase(serverUrl!, "notifyslow");
    drops.push(database.drop);
    const gateway = new FakeGateway();
    gateways.push(gateway);
    gateway.delayMs = 400;
    const sms = {
      SMS_PROVIDER: "msg91",
      SMS_GATEWAY_URL: await gateway.start(),
      SMS_AUTH_KEY: "test-key",
      SMS_TEMPLATE_ID: "1207000000000000",
      // Each send takes longer than a claim lasts unrenewed: before decision 21's per-message claims, the other
      // process took messages still being sent and sent them again.
      NOTIFY_LEASE_MS: "300",
    };
    const writer = await start(database.url, "off", sms);
    await bookKit(writer, 12, "Slow", "98451");
    await processes.stop(writer);
    const [queued] = await queryOnce<{ n: number }>(
      database.url,
      "select count(*)::int as n from notification_outbox where channel = 'sms'",
    );
    expect(queued!.n).toBeGreaterThanOrEqual(12);

    await Promise.all([start(database.url, "on", sms), start(database.url, "on", sms)]);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [row] = await queryOnce<{ n: number }>(
        database.url,
        "select count(*)::int as n from notification_outbox where channel = 'sms' and status <> 'sent'",
      );
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.n} messages still unsent`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Every message reached the gateway once: as many sends as messages, and no recipient and text twice.
    const sends = gateway.requests.map((r) => JSON.stringify(r.body));
    expect(sends).toHaveLength(queued!.n);
    expect(new Set(sends).size).toBe(queued!.n);
  });
});
