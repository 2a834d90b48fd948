import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { scheduledJobs } from "@utsav/db";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import { JobRepository } from "../src/platform/scheduler/job-repository.ts";
import { Scheduler } from "../src/platform/scheduler/scheduler.ts";
import { buildTestApp } from "./helper.ts";

// The scheduler (docs/decisions/0048): jobs written with the change that asks for them, run once when due on the
// scheduler's clock (moved here, never slept), retried with a backoff, run again when a handler asks, and shared by
// several schedulers on one database without a job running twice.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const options = { pollMs: 1000, leaseMs: 60_000, retryMs: 1000, maxAttempts: 3 };
const schedulerAt = (clock: ManualClock) => new Scheduler(new JobRepository(app.database.db), clock, app.log, options);
const job = async (key: string) => (await app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)))[0]!;

describe("the scheduler", () => {
  it("runs a job once, when it is due on its clock, and keeps one job per key", async () => {
    const clock = new ManualClock(new Date("2026-11-28T10:00:00Z"));
    const scheduler = schedulerAt(clock);
    const ran: string[] = [];
    scheduler.register("test.once", async ({ name = "" }) => void ran.push(name));
    const draft = { kind: "test.once", key: "test.once:a", runAt: new Date("2026-11-28T10:30:00Z"), payload: { name: "a" } };
    await JobRepository.schedule(app.database.db, [draft]);
    await JobRepository.schedule(app.database.db, [{ ...draft, payload: { name: "again" } }]);
    await scheduler.drain();
    expect(ran).toEqual([]);
    clock.advance(30 * 60_000);
    await scheduler.drain();
    await scheduler.drain();
    expect(ran).toEqual(["a"]);
    expect(await job("test.once:a")).toMatchObject({ status: "done", attempts: 1 });
  });

  it("retries a failing job with a growing backoff, then gives it up", async () => {
    const clock = new ManualClock(new Date("2026-11-28T10:00:00Z"));
    const scheduler = schedulerAt(clock);
    let calls = 0;
    scheduler.register("test.failing", async () => {
      calls++;
      throw new Error("provider down");
    });
    await JobRepository.schedule(app.database.db, [{ kind: "test.failing", key: "test.failing:a", runAt: clock.now(), payload: {} }]);
    await scheduler.drain();
    expect(await job("test.failing:a")).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("provider down"),
    });
    expect((await job("test.failing:a")).runAt.getTime()).toBe(clock.now().getTime() + 1000);
    clock.advance(1000);
    await scheduler.drain();
    expect((await job("test.failing:a")).runAt.getTime()).toBe(clock.now().getTime() + 2000);
    clock.advance(2000);
    await scheduler.drain();
    expect(calls).toBe(3);
    expect(await job("test.failing:a")).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("runs a job again later when its handler asks, and a job no handler knows fails rather than vanishing", async () => {
    const clock = new ManualClock(new Date("2026-11-28T10:00:00Z"));
    const scheduler = schedulerAt(clock);
    let checks = 0;
    scheduler.register("test.follow", async (_payload, { now }) =>
      ++checks < 2 ? { again: new Date(now.getTime() + 60_000) } : undefined,
    );
    await JobRepository.schedule(app.database.db, [
      { kind: "test.follow", key: "test.follow:a", runAt: clock.now(), payload: {} },
      { kind: "test.unknown", key: "test.unknown:a", runAt: clock.now(), payload: {} },
    ]);
    await scheduler.drain();
    expect(await job("test.follow:a")).toMatchObject({ status: "pending" });
    clock.advance(60_000);
    await scheduler.drain();
    expect(checks).toBe(2);
    expect(await job("test.follow:a")).toMatchObject({ status: "done" });
    expect((await job("test.unknown:a")).lastError).toContain("no handler for test.unknown");
  });

  it("shared by two schedulers, runs each job once", async () => {
    const clock = new ManualClock(new Date("2026-11-28T10:00:00Z"));
    const [first, second] = [schedulerAt(clock), schedulerAt(clock)];
    const ran: string[] = [];
    for (const scheduler of [first, second]) {
      scheduler.register("test.shared", async ({ n = "" }) => {
        ran.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    await JobRepository.schedule(
      app.database.db,
      Array.from({ length: 30 }, (_, i) => ({
        kind: "test.shared",
        key: `test.shared:${i}`,
        runAt: clock.now(),
        payload: { n: String(i) },
      })),
    );
    await Promise.all([first.drain(), second.drain()]);
    expect(ran.sort()).toEqual(Array.from({ length: 30 }, (_, i) => String(i)).sort());
  });
});
