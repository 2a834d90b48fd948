import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { redactedError } from "../gateway-retry.ts";
import { PollingLoop } from "../polling-loop.ts";
import type { Clock } from "./clock.ts";
import type { ClaimedJob, JobRepository } from "./job-repository.ts";

/** What a job's handler answers: nothing when it is done, or when to run it again (a refund not yet processed). */
export type JobOutcome = void | { again: Date };
export type JobHandler = (payload: Record<string, string>, job: { key: string; attempts: number; now: Date }) => Promise<JobOutcome>;

export interface SchedulerOptions {
  pollMs: number;
  /** How long a claim lasts without renewal; renewed every third of it while a job runs. */
  leaseMs: number;
  /** The first retry's delay after a failure; doubled each time, up to an hour. */
  retryMs: number;
  maxAttempts: number;
}

const BATCH = 20;
const MAX_RETRY_MS = 3_600_000;

/**
 * Runs timed work (docs/decisions/0048): the jobs modules schedule in their own transactions (JobRepository), each
 * run by the handler its module registered for its kind, once, by whichever process claims it when it is due on the
 * scheduler's clock. Every process runs one; a job held by another is skipped, and one whose holder died is taken
 * again after its lease. A failed job is retried with a growing backoff, then given up and logged.
 */
export class Scheduler {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly loop: PollingLoop;

  constructor(
    private readonly jobs: JobRepository,
    readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: SchedulerOptions,
  ) {
    this.loop = new PollingLoop(
      () => this.runDue(),
      { pollMs: options.pollMs, batch: BATCH },
      (err) => this.log.warn({ err: redactedError(err) }, "scheduler: could not claim jobs"),
    );
  }

  /** Names the handler of a kind of job; a module registers its own when its plugin loads. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for ${kind} is already registered`);
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due jobs now (after this process scheduled some due at once). */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs jobs until none is due on the clock (tests move the clock, then drain). */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  private async runDue(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.jobs.claimDue(this.clock.now(), BATCH, this.options.leaseMs, token);
    for (const job of claimed) await this.run(job, token);
    return claimed.length;
  }

  private async run(job: ClaimedJob, token: string): Promise<void> {
    const about = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts };
    if (!(await this.jobs.renew(job.id, token, this.options.leaseMs))) return;
    const handler = this.handlers.get(job.kind);
    let outcome: JobOutcome = undefined;
    let failure: string | null = null;
    const heartbeat = setInterval(
      () => void this.jobs.renew(job.id, token, this.options.leaseMs).catch(() => false),
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      outcome = await handler(job.payload, { key: job.key, attempts: job.attempts, now: this.clock.now() });
    } catch (err) {
      failure = redactedError(err);
    } finally {
      clearInterval(heartbeat);
    }
    if (failure !== null) {
      const retryAt =
        job.attempts >= this.options.maxAttempts
          ? null
          : new Date(this.clock.now().getTime() + Math.min(this.options.retryMs * 2 ** (job.attempts - 1), MAX_RETRY_MS));
      this.log.warn({ ...about, err: failure, retryAt }, retryAt ? "job failed; will retry" : "job given up");
      await this.jobs.markFailed(job.id, token, failure, retryAt);
      return;
    }
    if (outcome && "again" in outcome) {
      await this.jobs.reschedule(job.id, token, outcome.again);
      return;
    }
    if (await this.jobs.markDone(job.id, token)) this.log.info(about, "job done");
  }
}
