import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { notificationOutbox, queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** A message to queue: what it tells of and to whom (eventKey), by which channel, and its rendered template. */
export interface OutboxDraft {
  eventKey: string;
  channel: "sms" | "email";
  recipient: string;
  template: string;
  variables: Record<string, string>;
  subject: string | null;
  text: string;
}

/**
 * The notification outbox (docs/decisions/0021). Writers queue messages inside their own transaction (`enqueue`
 * with the transaction), so a change and its messages commit or vanish together; the worker claims due messages,
 * then records each one sent, or failed and due again later.
 */
export class NotificationOutboxRepository {
  constructor(private readonly db: Db) {}

  /** Queues messages on `db`, which is the caller's transaction; a message already queued for its event and channel is kept as it was. */
  static async enqueue(db: Db, drafts: readonly OutboxDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    await db
      .insert(notificationOutbox)
      .values(drafts.map((d) => ({ ...d, id: `nt_${randomUUID().replace(/-/g, "")}` })))
      .onConflictDoNothing({ target: [notificationOutbox.eventKey, notificationOutbox.channel] });
  }

  /**
   * Claims up to `limit` due messages for `leaseMs`: rows other claimers hold are skipped (FOR UPDATE SKIP LOCKED),
   * and a claimed row stays out of every other claim until its lease ends. Each claim counts as an attempt, so a
   * process that dies while sending leaves a row that is tried again after the lease, and given up in the end.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update notification_outbox o
          set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = o.attempts + 1
          from (
            select id from notification_outbox
            where status = 'pending' and available_at <= now() and (locked_until is null or locked_until <= now())
            order by available_at, id
            limit ${limit}
            for update skip locked
          ) due
          where o.id = due.id
          returning o.id`,
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    return this.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids));
  }

  /** Records a claimed message as sent: it is never claimed again. */
  async markSent(id: string): Promise<void> {
    await this.db
      .update(notificationOutbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, "pending")));
  }

  /** Records a failed attempt: due again at `retryAt`, or given up (`failed`) when retryAt is null. */
  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(notificationOutbox)
      .set(
        retryAt
          ? { availableAt: retryAt, lockedUntil: null, lastError: error.slice(0, 500) }
          : { status: "failed", lockedUntil: null, lastError: error.slice(0, 500) },
      )
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, "pending")));
  }

  /** Messages by event key prefix, oldest first (tests and operations). */
  async byEventPrefix(prefix: string): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.eventKey} like ${`${prefix.replace(/[\\%_]/g, "\\$&")}%`}`)
      .orderBy(notificationOutbox.createdAt, notificationOutbox.id);
  }
}
