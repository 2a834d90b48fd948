import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { bookKit, localOutbox, processServers } from "./support/process-servers.ts";

// Time across processes and a crash, on PostgreSQL (docs/decisions/0054). A process takes bookings and is killed with
// SIGKILL before any of their timed jobs is due; their answers then fall due, and two processes start on the same
// database: each booking expires once, each reminder and expiry message is sent once, each job is claimed once.

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

const processes = processServers("time");
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await processes.stopAll();
  for (const drop of drops) await drop();
});

/** A process whose outbox worker and scheduler are both `on` or both `off`. */
const start = (databaseUrl: string, scheduler: "on" | "off") =>
  processes.start(databaseUrl, { NOTIFY_WORKER: scheduler, NOTIFY_POLL_MS: "50", SCHEDULER: scheduler, SCHEDULER_POLL_MS: "50" });

describe.skipIf(skipReason)(`time across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("after a SIGKILL, two processes expire each unanswered booking once and send its messages once", { timeout: 180_000 }, async () => {
    const database = await createDatabase(serverUrl!, "timed");
    drops.push(database.drop);

    const writer = await start(database.url, "off");
    const ids = await bookKit(writer, 10, "Timed", "98452");
    await processes.kill(writer);

    // Each booking's expiry and reminder were written with it; make them due (the reminder first), as if two days passed.
    const jobs = await queryOnce<{ kind: string; n: number }>(
      database.url,
      "select kind, count(*)::int as n from scheduled_jobs where kind like 'bookings.%' and status = 'pending' group by kind order by kind",
    );
    expect(jobs).toEqual([
      { kind: "bookings.answer-reminder", n: 10 },
      { kind: "bookings.expire", n: 10 },
    ]);
    await queryOnce(
      database.url,
      "update scheduled_jobs set run_at = now() - interval '2 seconds' where kind = 'bookings.answer-reminder'",
    );
    await queryOnce(database.url, "update scheduled_jobs set run_at = now() - interval '1 second' where kind = 'bookings.expire'");
    // The initial messages were sent by nobody (the writer's worker was off): mark them so only the timed ones remain.
    await queryOnce(database.url, "update notification_outbox set status = 'sent'");

    const [a, b] = await Promise.all([start(database.url, "on"), start(database.url, "on")]);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await queryOnce<{ jobs: number; messages: number }>(
        database.url,
        `select (select count(*)::int from scheduled_jobs where kind like 'bookings.%' and status <> 'done') as jobs,
                (select count(*)::int from notification_outbox where status <> 'sent') as messages`,
      );
      if (row!.jobs === 0 && row!.messages === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.jobs} jobs and ${row!.messages} messages still due`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const history = await queryOnce<{ booking_id: string; n: number }>(
      database.url,
      "select booking_id, count(*)::int as n from booking_events where to_status = 'expired' and actor = 'system' group by booking_id",
    );
    expect(history).toHaveLength(10);
    expect(history.every((h) => h.n === 1)).toBe(true);
    const attempts = await queryOnce<{ max: number }>(
      database.url,
      "select max(attempts)::int as max from scheduled_jobs where kind like 'bookings.%'",
    );
    expect(attempts[0]!.max).toBe(1);

    // Each booking: the vendor's reminder, then the expiry to the shopper and to the vendor; each once, by either process.
    const sent = [...(await localOutbox(a)), ...(await localOutbox(b))];
    for (const id of ids) {
      const reference = `#${id.slice(-8).toUpperCase()}`;
      expect(
        sent.filter((m) => m.text.includes(reference) && m.text.includes("waits for your answer")),
        reference,
      ).toHaveLength(1);
      expect(
        sent.filter((m) => m.text.includes(reference) && m.text.includes("expired")),
        reference,
      ).toHaveLength(2);
    }
  });
});
