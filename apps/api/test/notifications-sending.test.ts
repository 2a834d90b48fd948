import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { notificationOutbox } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { NotificationWorker } from "../src/platform/outbox/notification-worker.ts";
import { SentMarks } from "../src/platform/outbox/sent-marks.ts";
import type { SmsProvider } from "../src/platform/sms/sms-provider.ts";
import { buildTestApp } from "./helper.ts";

// The worker's sending (docs/decisions/0096): a batch's recipients side by side, up to NOTIFY_SEND_CONCURRENCY at
// once, and each recipient's messages one after another in the order they were queued. The app's own worker is off
// in this file, so each test delivers when it chooses.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ notifications: { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false } });
});
afterAll(async () => {
  await app.close();
});

/** A gateway that takes `ms` for each message and records what it was doing when. */
function slowGateway(ms: number) {
  const sends: { to: string; text: string; start: number; end: number }[] = [];
  let inFlight = 0;
  let most = 0;
  const provider: SmsProvider = {
    name: "slow",
    send: async (to, text) => {
      most = Math.max(most, ++inFlight);
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight--;
      sends.push({ to, text, start, end: performance.now() });
    },
  };
  return { provider, sends, most: () => most };
}

const workerOf = (sms: SmsProvider, sendConcurrency?: number) =>
  new NotificationWorker(new OutboxRepository(app.database.db), { sms, email: null }, app.log, {
    pollMs: 1000,
    leaseMs: 60_000,
    retryMs: 30_000,
    maxAttempts: 3,
    smsTemplateIds: {},
    sendConcurrency,
  });

/** Queues one SMS to `recipient`, each in its own statement (so each is queued after the one before); answers its key. */
async function queue(recipient: string, text: string): Promise<string> {
  const eventKey = `sending:${Math.random().toString(36).slice(2)}`;
  const draft = { eventKey, channel: "sms" as const, recipient, template: "t", variables: {}, subject: null, text };
  await OutboxRepository.enqueue(app.database.db, [draft]);
  return eventKey;
}

const statusOf = async (keys: string[]) =>
  (await app.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.eventKey, keys))).map((r) => r.status);

describe("the worker's sending", () => {
  it("sends different recipients side by side, and one recipient's messages one after another, in order", async () => {
    await app.notificationWorker.drain();
    const keys: string[] = [];
    for (const text of ["first", "second", "third", "fourth"]) keys.push(await queue("+919845000101", text));
    for (let n = 2; n <= 9; n++) keys.push(await queue(`+91984500010${n}`, `to ${n}`));
    const gateway = slowGateway(40);
    expect(await workerOf(gateway.provider, 4).drain()).toBe(12);
    expect(gateway.most()).toBe(4);
    const mine = gateway.sends.filter((s) => s.to === "+919845000101");
    expect(mine.map((s) => s.text)).toEqual(["first", "second", "third", "fourth"]);
    // Never two to the same person at once: each began after the one before had ended.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.start).toBeGreaterThanOrEqual(mine[i - 1]!.end);
    expect(new Set(gateway.sends.map((s) => s.to)).size).toBe(9);
    expect(await statusOf(keys)).toEqual(keys.map(() => "sent"));
  });

  it("sends one message at a time where no concurrency is given", async () => {
    await app.notificationWorker.drain();
    const keys = [await queue("+919845000111", "a"), await queue("+919845000112", "b"), await queue("+919845000113", "c")];
    const gateway = slowGateway(20);
    expect(await workerOf(gateway.provider).drain()).toBe(3);
    expect(gateway.most()).toBe(1);
    expect(await statusOf(keys)).toEqual(["sent", "sent", "sent"]);
  });

  it("keeps a recipient's later messages waiting when recording one fails, sends the others, and keeps the order after", async () => {
    await app.notificationWorker.drain();
    const stuck = [await queue("+919845000121", "one"), await queue("+919845000121", "two")];
    const others = [await queue("+919845000122", "x"), await queue("+919845000123", "y")];
    const failing = new Set(
      (await app.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.eventKey, stuck))).map((r) => r.id),
    );
    class BrokenOnce extends OutboxRepository {
      private broken = false;
      override async markSentMany(ids: readonly string[], token: string) {
        if (!this.broken && ids.some((id) => failing.has(id))) {
          this.broken = true;
          throw new Error("connection lost");
        }
        return super.markSentMany(ids, token);
      }
    }
    // The recipient's gateway is slower, so the others' marks are written before theirs fails.
    const sends: { to: string; text: string }[] = [];
    const gateway: SmsProvider = {
      name: "uneven",
      send: async (to, text) => {
        await new Promise((resolve) => setTimeout(resolve, to === "+919845000121" ? 60 : 5));
        sends.push({ to, text });
      },
    };
    const options = { pollMs: 1000, leaseMs: 300, retryMs: 30_000, maxAttempts: 3, smsTemplateIds: {}, sendConcurrency: 3 };
    const worker = new NotificationWorker(new BrokenOnce(app.database.db), { sms: gateway, email: null }, app.log, options);
    await expect(worker.drain()).rejects.toThrow("connection lost");
    // The first was handed to the gateway but not recorded; the second was not sent ahead of it.
    expect(sends.filter((s) => s.to === "+919845000121").map((s) => s.text)).toEqual(["one"]);
    expect(await statusOf(stuck)).toEqual(["pending", "pending"]);
    expect(await statusOf(others)).toEqual(["sent", "sent"]);
    // After the lease, the first goes again (it may not have reached the gateway) and then the second.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await worker.drain();
    expect(sends.filter((s) => s.to === "+919845000121").map((s) => s.text)).toEqual(["one", "one", "two"]);
    expect(await statusOf(stuck)).toEqual(["sent", "sent"]);
  });

  it("records the sends that finish together in one statement, each answering whether its claim held", async () => {
    const written: number[] = [];
    const outbox = {
      markSentMany: async (ids: readonly string[]) => {
        written.push(ids.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return new Set(ids.filter((id) => id !== "lost"));
      },
    };
    const marks = new SentMarks(outbox, "token");
    const answers = await Promise.all(["a", "b", "lost", "c"].map((id) => marks.mark(id)));
    expect(answers).toEqual([true, true, false, true]);
    // The first is written at once; the three asked for meanwhile wait for it, then go together.
    expect(written).toEqual([1, 3]);
    expect(await marks.mark("d")).toBe(true);
    expect(written).toEqual([1, 3, 1]);
  });
});

describe("the outbox's backlog, watched", () => {
  const age = (keys: string[], seconds: number) =>
    app.database.db
      .update(notificationOutbox)
      .set({ availableAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(inArray(notificationOutbox.eventKey, keys));
  const outboxHealth = (query = "") => app.inject({ method: "GET", url: `/api/health/outbox${query}` });

  it("answers 503 to a monitor while the oldest due message has waited longer than the bound, and 200 once it is sent", async () => {
    await app.notificationWorker.drain();
    expect((await outboxHealth()).json()).toEqual({ success: true, data: { status: "ok", oldestWaitingSeconds: 0 }, errorMessage: null });
    const late = [await queue("+919845000131", "late"), await queue("+919845000132", "later")];
    await age(late, 200);
    // A message waiting for its retry is not due yet, and does not count.
    const retry = await queue("+919845000133", "retry");
    await age([retry], -3600);
    const behind = await outboxHealth();
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ success: false, data: null });
    expect(behind.json().errorMessage).toMatch(/^Messages are waiting to be sent: the oldest for 20[01] seconds$/);
    const patient = await outboxHealth("?alarmAfter=300");
    expect(patient.statusCode).toBe(200);
    expect(patient.json().data.oldestWaitingSeconds).toBeGreaterThanOrEqual(200);
    const refused = await outboxHealth("?alarmAfter=5");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorMessage: "alarmAfter is 10 to 86400 seconds" });

    await workerOf(slowGateway(1).provider, 2).drain();
    expect((await outboxHealth()).json().data).toEqual({ status: "ok", oldestWaitingSeconds: 0 });
    await app.database.db.delete(notificationOutbox).where(inArray(notificationOutbox.eventKey, [retry]));
  });

  it("the worker's watch logs an error on every look while the outbox is behind, and once when it has caught up", async () => {
    await app.notificationWorker.drain();
    const logged: { level: string; message: string; waiting: number }[] = [];
    const log = Object.assign(Object.create(app.log) as FastifyBaseLogger, {
      error: (fields: { waiting: number }, message: string) => logged.push({ level: "error", message, waiting: fields.waiting }),
      info: (fields: { waiting: number }, message: string) => logged.push({ level: "info", message, waiting: fields.waiting }),
    });
    const worker = new NotificationWorker(new OutboxRepository(app.database.db), { sms: slowGateway(1).provider, email: null }, log, {
      pollMs: 1000,
      leaseMs: 60_000,
      retryMs: 30_000,
      maxAttempts: 3,
      smsTemplateIds: {},
    });
    expect(await worker.watch()).toEqual({ waiting: 0, oldestWaitingSeconds: 0 });
    const keys = [await queue("+919845000141", "a"), await queue("+919845000142", "b"), await queue("+919845000143", "c")];
    await age(keys.slice(0, 1), 500);
    expect(await worker.watch()).toMatchObject({ waiting: 3 });
    expect((await worker.watch()).oldestWaitingSeconds).toBeGreaterThanOrEqual(500);
    await worker.drain();
    await worker.watch();
    await worker.watch();
    expect(logged.filter((l) => l.message.startsWith("notification outbox"))).toEqual([
      { level: "error", message: "notification outbox behind: messages waiting longer than 120 s", waiting: 3 },
      { level: "error", message: "notification outbox behind: messages waiting longer than 120 s", waiting: 3 },
      { level: "info", message: "notification outbox caught up", waiting: 0 },
    ]);
  });
});
