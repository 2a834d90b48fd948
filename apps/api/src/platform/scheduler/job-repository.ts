import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { asDate, queryRows, scheduledJobs } from "@utsav/db";
import type { Db } from "@utsav/db";

/** A job to schedule: what runs it, its key (one job per key), when, and what it is about. */
export interface JobDraft {
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, string>;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, string>;
  runAt: Date;
  attempts: number;
}

interface ClaimedRow {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, string> | string;
  run_at: Date | string;
  attempts: number;
}

/**
 * The scheduled jobs (docs/decisions/0048). Writers schedule jobs on their own transaction, so a change and the work it
 * asks for commit together; a job already scheduled under its key is kept as it was. The scheduler claims due jobs as
 * the notification worker claims messages: skipping rows others hold, under a lease and a token that names the holder.
 */
export class JobRepository {
  constructor(private readonly db: Db) {}

  /** Schedules jobs on `db`, which may be the caller's transaction. */
  static async schedule(db: Db, jobs: readonly JobDraft[]): Promise<void> {
    if (jobs.length > 0) await JobRepository.insertion(db, jobs);
  }

  /** The statement that schedules `jobs` (at least one), for a caller that runs it inside a larger one. */
  static insertion(db: Db, jobs: readonly JobDraft[]) {
    return db
      .insert(scheduledJobs)
      .values(jobs.map((j) => ({ ...j, id: `jb_${randomUUID().replace(/-/g, "")}` })))
      .onConflictDoNothing({ target: scheduledJobs.key });
  }

  /** Claims up to `limit` jobs due at `now` for `leaseMs` under `token`; each claim counts as an attempt. */
  async claimDue(now: Date, limit: number, leaseMs: number, token: string): Promise<ClaimedJob[]> {
    const rows = await queryRows<ClaimedRow>(
      this.db,
      sql`update scheduled_jobs j
          set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = j.attempts + 1, claim_token = ${token}
          from (
            select id from scheduled_jobs
            where status = 'pending' and run_at <= ${now.toISOString()}::timestamptz
              and (locked_until is null or locked_until <= now())
            order by run_at, id
            limit ${limit}
            for update skip locked
          ) due
          where j.id = due.id
          returning j.id, j.kind, j.key, j.payload, j.run_at, j.attempts`,
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      key: r.key,
      payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as Record<string, string>) : r.payload,
      runAt: asDate(r.run_at),
      attempts: Number(r.attempts),
    }));
  }

  /** Extends the claim by `leaseMs` from now, if `token` still holds it. */
  async renew(id: string, token: string, leaseMs: number): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update scheduled_jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
          where id = ${id} and claim_token = ${token} and status = 'pending' returning id`,
    );
    return rows.length === 1;
  }

  /** Records a claimed job done, if `token` still holds it. */
  async markDone(id: string, token: string): Promise<boolean> {
    const rows = await this.db
      .update(scheduledJobs)
      .set({ status: "done", finishedAt: new Date(), lockedUntil: null, claimToken: null, lastError: null })
      .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, "pending"), eq(scheduledJobs.claimToken, token)))
      .returning({ id: scheduledJobs.id });
    return rows.length === 1;
  }

  /** Records a failed run: due again at `retryAt`, or given up (`failed`) when it is null. */
  async markFailed(id: string, token: string, error: string, retryAt: Date | null): Promise<boolean> {
    const rows = await this.db
      .update(scheduledJobs)
      .set(
        retryAt
          ? { runAt: retryAt, lockedUntil: null, claimToken: null, lastError: error.slice(0, 500) }
          : { status: "failed", finishedAt: new Date(), lockedUntil: null, claimToken: null, lastError: error.slice(0, 500) },
      )
      .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, "pending"), eq(scheduledJobs.claimToken, token)))
      .returning({ id: scheduledJobs.id });
    return rows.length === 1;
  }

  /** Puts a job that ran off again at `runAt` under a new key's same row (a handler that asks to be run again later). */
  async reschedule(id: string, token: string, runAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(scheduledJobs)
      .set({ runAt, lockedUntil: null, claimToken: null })
      .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, "pending"), eq(scheduledJobs.claimToken, token)))
      .returning({ id: scheduledJobs.id });
    return rows.length === 1;
  }

  /** A job by key (tests and operations). */
  async byKey(key: string) {
    const rows = await this.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key));
    return rows[0] ?? null;
  }
}
