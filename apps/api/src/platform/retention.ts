import type { FastifyBaseLogger } from "fastify";
import { redactedError } from "./gateway-retry.ts";

// Storage limitation (docs/decisions/0015): what sign-in and the limits leave behind is deleted once its purpose is
// served (India's DPDP Act 2023 s.8(7); OWASP ASVS 5.0 V14.2.7 data retention). The periods are here, in one place;
// each table's rule lives with the code that reads the table (Counters.deleteExpired, and the accounts module's rules).

/** How long rows are kept once nothing needs them; a row still needed is never deleted, whatever its age. */
export const RETENTION = {
  /**
   * Sign-in codes (`otp_codes`): a day after they were issued. A code signs in for 10 minutes at most, but the
   * day's count of codes per number and the resend wait (a day at most, after a long run of wrong codes) read the
   * codes of the last 24 hours. A code not yet expired is never deleted.
   */
  signInCodeSeconds: 86_400,
  /**
   * Sessions: a day after they ended (signed out, revoked, past their absolute lifetime or their idle timeout), so a
   * question about a sign-out ("was I signed out everywhere?") can be answered the same day. A live session is never
   * deleted.
   */
  endedSessionSeconds: 86_400,
  /**
   * Counters (`rate_limits`): as soon as their window has ended, since nothing reads them afterwards. A lockout
   * window still running (a number slowed to one code a day, an address over its limit) keeps its row.
   */
  expiredCounterSeconds: 0,
} as const;

/** One table's rule: deletes at most `limit` rows that are no longer needed, and answers how many it deleted. */
export interface RetentionRule {
  /** The table, as the log names it. */
  table: string;
  deleteBatch(limit: number): Promise<number>;
}

export interface RetentionOptions {
  /** How often a sweep runs (RETENTION_SWEEP_MS); the first runs when the server is ready. */
  sweepMs: number;
}

/** Rows deleted by one statement: small enough that a delete holds few locks for a short time. */
export const RETENTION_BATCH = 500;
/** Batches a table gets per sweep: what is left goes at the next sweep, so one sweep's work stays bounded. */
const MAX_BATCHES = 100;

/**
 * The periodic retention sweep: every `sweepMs`, each rule deletes its table's old rows in batches of
 * RETENTION_BATCH. Every process runs one; the deletes are idempotent and skip rows another process holds, so
 * sweeps running at once on one database delete each row once and never wait on each other.
 */
export class RetentionSweep {
  private readonly rules: RetentionRule[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Record<string, number>> | null = null;
  /** No sweep is scheduled (before start, after stop). */
  private stopped = true;
  /** The app is closing: a sweep under way stops after its current batch. */
  private closing = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: RetentionOptions,
  ) {}

  /** Adds a table's rule (each module adds those of the tables it keeps). */
  add(rule: RetentionRule): void {
    this.rules.push(rule);
  }

  /** Sweeps now, then every `sweepMs`. */
  start(): void {
    this.stopped = false;
    this.closing = false;
    this.run();
  }

  /** Stops sweeping and waits for a sweep under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => ({}));
  }

  /** A whole sweep that starts now, once the one under way (if any) is done: rows deleted by table. */
  async sweep(): Promise<Record<string, number>> {
    await this.running?.catch(() => ({}));
    return this.pass();
  }

  /** The sweep under way, or a new one. */
  private pass(): Promise<Record<string, number>> {
    this.running ??= this.sweepAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sweeps, then schedules the next sweep. Nothing awaits it: a sweep that fails is logged, and the next one runs anyway. */
  private run(): void {
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.run();
      }, this.options.sweepMs);
      this.timer.unref();
    };
    this.pass().then(next, (err: unknown) => {
      this.log.warn({ err: redactedError(err) }, "retention sweep failed; trying again at the next one");
      next();
    });
  }

  private async sweepAll(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const rule of this.rules) {
      let total = 0;
      for (let batch = 0; batch < MAX_BATCHES && !this.closing; batch++) {
        const count = await rule.deleteBatch(RETENTION_BATCH);
        total += count;
        if (count < RETENTION_BATCH) break;
      }
      deleted[rule.table] = total;
    }
    if (Object.values(deleted).some((count) => count > 0)) this.log.info({ deleted }, "retention sweep: old rows deleted");
    return deleted;
  }
}
