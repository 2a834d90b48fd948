import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, queryOnce } from "./postgres-helper.ts";
import { bookKit, processServers } from "./support/process-servers.ts";
import { FakeExpoPush } from "./support/fake-expo-push.ts";

// Pushes across processes, on PostgreSQL (docs/decisions/0070). A process answers bookings for shoppers with a phone
// registered and is killed before it sends a thing: each booking's push is in the outbox, and no SMS to the shopper.
// Two processes then deliver together through Expo's loopback fake: each push reaches Expo once, whichever sends it.

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl
  ? null
  : "needs PostgreSQL: several processes cannot share the embedded database (set DATABASE_URL, as CI does)";

const processes = processServers("push");
const drops: (() => Promise<void>)[] = [];
const fakes: FakeExpoPush[] = [];
afterAll(async () => {
  await processes.stopAll();
  await Promise.all(fakes.map((f) => f.stop()));
  for (const drop of drops) await drop();
});

describe.skipIf(skipReason)(`pushes across processes${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  it("survive a SIGKILL, and two processes then push each event once", { timeout: 180_000 }, async () => {
    const database = await createDatabase(serverUrl!, "push");
    drops.push(database.drop);
    const expo = new FakeExpoPush();
    fakes.push(expo);
    const push = { PUSH_PROVIDER: "expo", EXPO_PUSH_URL: await expo.start(), NOTIFY_POLL_MS: "50" };

    const writer = await processes.start(database.url, { ...push, NOTIFY_WORKER: "off" });
    // Twelve shoppers, each signed in on a phone that registered for pushes (the rows PUT /api/push-tokens writes).
    const count = 12;
    const mobile = (i: number) => `98452${String(10_000 + i).slice(-5)}`;
    for (let i = 0; i < count; i++) {
      await queryOnce(database.url, "insert into users (id, user_type, phone) values ($1, 'consumer', $2)", [
        `u_push_${i}`,
        `+91${mobile(i)}`,
      ]);
      await queryOnce(database.url, "insert into push_tokens (token, user_id, role, platform) values ($1, $2, 'consumer', 'android')", [
        `ExponentPushToken[procs${i}abcdefgh]`,
        `u_push_${i}`,
      ]);
    }
    const bookingIds = await bookKit(writer, count, "Push", "98452");
    await processes.kill(writer);
    const queued = await queryOnce<{ channel: string; n: number }>(
      database.url,
      "select channel, count(*)::int as n from notification_outbox where event_key like '%:consumer' group by channel order by channel",
    );
    expect(queued).toEqual([{ channel: "push", n: count }]);

    await Promise.all([
      processes.start(database.url, { ...push, NOTIFY_WORKER: "on" }),
      processes.start(database.url, { ...push, NOTIFY_WORKER: "on" }),
    ]);
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
    expect(expo.pushes).toHaveLength(count);
    for (let i = 0; i < count; i++) {
      const reference = `#${bookingIds[i]!.slice(-8).toUpperCase()}`;
      expect(expo.pushes.filter((p) => p.to === `ExponentPushToken[procs${i}abcdefgh]`).map((p) => p.title)).toEqual([
        `Booking ${reference} placed`,
      ]);
    }
    const attempts = await queryOnce<{ max: number }>(database.url, "select max(attempts)::int as max from notification_outbox");
    expect(attempts[0]!.max).toBe(1);
  });
});
