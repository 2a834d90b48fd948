import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { asDate, builtOnce, notificationOutbox, queryRows, UNNAMED } from "@utsav/db";
import type { Db } from "@utsav/db";
import { hasPushMessage, pagePaths, PUSH_MESSAGES, renderPush } from "@utsav/domain";
import type { NotificationChannel } from "@utsav/domain";

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** What waits in the outbox (OutboxRepository.backlog). */
export interface OutboxBacklog {
  waiting: number;
  oldestWaitingSeconds: number;
}

/** A message to queue: what it tells of and to whom (eventKey), by which channel, and its rendered template. */
export interface OutboxDraft {
  eventKey: string;
  channel: NotificationChannel;
  recipient: string;
  template: string;
  variables: Record<string, string>;
  subject: string | null;
  text: string;
  /**
   * For an SMS that has a push (PUSH_MESSAGES), what becomes of the SMS where its person has a phone registered for
   * pushes (docs/decisions/0070): sent `also`; sent only where they have none (`fallback`); or not sent, the push
   * alone going where there is a phone (`push-only`). By default `fallback` to a shopper (who may keep the SMS as well,
   * 0074) and `also` to a vendor.
   */
  sms?: SmsWithPush;
}

export type SmsWithPush = "also" | "fallback" | "push-only";

/** A push row's variables beside its SMS's: the page it opens, and that its SMS was left for it (push-delivery.ts). */
export const PUSH_URL = "pushUrl";
export const SMS_FALLBACK = "smsFallback";

/** The booking's page for an event about a booking ('booking:<id>:…') whose SMS links none (the completion's thanks). */
function bookingPage(eventKey: string, role: "consumer" | "vendor"): string | null {
  const id = /^booking:([^:]+):/.exec(eventKey)?.[1];
  if (!id) return null;
  return role === "consumer" ? pagePaths.myBooking(id) : pagePaths.vendorBooking(id);
}

/** A row to insert, and when: always (null), only where the person has a phone registered (true), only where not (false). */
interface Queued {
  draft: OutboxDraft;
  /** The account type whose phone registrations decide `whenPush`. */
  role: string | null;
  whenPush: boolean | null;
}

/**
 * The rows drafts make: each as it is, and beside each SMS that has a push, its push row (channel push, to the same
 * phone number, its title as the subject, and the SMS's variables, which hold its link and let the SMS be sent after
 * all where no phone takes the push).
 */
function queuedRows(drafts: readonly OutboxDraft[]): Queued[] {
  return drafts.flatMap((draft): Queued[] => {
    if (draft.channel !== "sms" || !hasPushMessage(draft.template)) {
      // An SMS left to a push that this event does not have is not sent at all.
      return draft.sms === "push-only" ? [] : [{ draft, role: null, whenPush: null }];
    }
    const role = PUSH_MESSAGES[draft.template].to;
    const policy = draft.sms ?? (role === "consumer" ? "fallback" : "also");
    const push = renderPush(draft.template, draft.variables);
    const url = push.url ?? bookingPage(draft.eventKey, role);
    const variables = {
      ...draft.variables,
      ...(url ? { [PUSH_URL]: url } : {}),
      ...(policy === "fallback" ? { [SMS_FALLBACK]: "yes" } : {}),
    };
    const pushRow = { ...draft, channel: "push" as const, variables, subject: push.title, text: push.body };
    const rows: Queued[] = [{ draft: pushRow, role, whenPush: true }];
    if (policy !== "push-only") rows.unshift({ draft, role, whenPush: policy === "fallback" ? false : null });
    return rows;
  });
}

/** A claimed row as raw SQL answers it: snake_case, timestamps as the driver gives them. */
interface ClaimedRow {
  id: string;
  event_key: string;
  channel: string;
  recipient: string;
  template: string;
  variables: Record<string, string> | string;
  subject: string | null;
  text: string;
  status: string;
  attempts: number;
  available_at: Date | string;
  locked_until: Date | string | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

function toOutboxRow(row: ClaimedRow): OutboxRow {
  return {
    id: row.id,
    eventKey: row.event_key,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    variables: typeof row.variables === "string" ? (JSON.parse(row.variables) as Record<string, string>) : row.variables,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: Number(row.attempts),
    availableAt: asDate(row.available_at),
    lockedUntil: row.locked_until === null ? null : asDate(row.locked_until),
    claimToken: row.claim_token,
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : asDate(row.sent_at),
    createdAt: asDate(row.created_at),
  };
}

/**
 * The notification outbox (docs/decisions/0021). Writers queue messages inside their own transaction (`enqueue`
 * with the transaction), so a change and its messages commit or vanish together; the worker claims due messages,
 * then records each one sent, or failed and due again later.
 */
/** A claimed message marked sent: once for every message, so built once for each database handle (docs/decisions/0089). */
const markSentQuery = builtOnce((db) =>
  db
    .update(notificationOutbox)
    .set({ status: "sent", sentAt: sql`${sql.placeholder("sentAt")}`, lockedUntil: null, claimToken: null, lastError: null })
    .where(
      and(
        eq(notificationOutbox.id, sql.placeholder("id")),
        eq(notificationOutbox.status, "pending"),
        eq(notificationOutbox.claimToken, sql.placeholder("token")),
      ),
    )
    .returning({ id: notificationOutbox.id })
    .prepare(UNNAMED),
);

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Queues messages on `db`, which is the caller's transaction; a message already queued for its event and channel is kept as it was. */
  static async enqueue(db: Db, drafts: readonly OutboxDraft[]): Promise<void> {
    if (drafts.length > 0) await queryRows(db, OutboxRepository.insertion(drafts));
  }

  /**
   * The statement that queues `drafts` (at least one), for a caller that runs it as part of a larger one. Whether a
   * person has a phone registered for pushes is read by the statement itself, so the push and the SMS it may stand in
   * for are decided with the change, on the same snapshot (docs/decisions/0070), and so is a shopper's choice to keep
   * the SMS as well (0074).
   */
  static insertion(drafts: readonly OutboxDraft[]): SQL {
    const rows = queuedRows(drafts);
    // Every draft left to a push the event does not have: a statement that writes nothing.
    if (rows.length === 0) return sql`select 1 where false`;
    const values = rows.map(
      ({ draft: d, role, whenPush }) =>
        sql`(${`nt_${randomUUID().replace(/-/g, "")}`}::text, ${d.eventKey}::text, ${d.channel}::text, ${d.recipient}::text,
          ${d.template}::text, ${JSON.stringify(d.variables)}::jsonb, ${d.subject}::text, ${d.text}::text, ${role}::text,
          ${whenPush}::boolean)`,
    );
    // The person's phones registered for pushes. An SMS left for the push still goes to a shopper who chose to keep
    // SMS as well (docs/decisions/0074).
    const registered = sql`select 1 from push_tokens t join users u on u.id = t.user_id
        where t.role = d.role and u.user_type = d.role and u.phone = d.recipient and u.deleted_at is null`;
    return sql`insert into notification_outbox (id, event_key, channel, recipient, template, variables, subject, text)
      select d.id, d.event_key, d.channel, d.recipient, d.template, d.variables, d.subject, d.text
      from (values ${sql.join(values, sql`, `)}) as d(id, event_key, channel, recipient, template, variables, subject, text, role, when_push)
      where d.when_push is null
        or (d.when_push and exists (${registered}))
        or (not d.when_push and not exists (${registered} and not u.sms_with_push))
      on conflict (event_key, channel) do nothing`;
  }

  /**
   * Claims up to `limit` due messages for `leaseMs` under `token`: rows other claimers hold are skipped (FOR UPDATE
   * SKIP LOCKED), and a claimed row stays out of every other claim until its lease ends. Each claim counts as an
   * attempt, so a process that dies while sending leaves a row that is tried again after the lease, and given up in
   * the end. The token names the holder: only it renews the lease and records the outcome (decision 21).
   */
  async claimDue(limit: number, leaseMs: number, token: string): Promise<OutboxRow[]> {
    const rows = await queryRows<ClaimedRow>(
      this.db,
      sql`update notification_outbox o
          set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = o.attempts + 1,
            claim_token = ${token}
          from (
            select id from notification_outbox
            where status = 'pending' and available_at <= now() and (locked_until is null or locked_until <= now())
            order by available_at, id
            limit ${limit}
            for update skip locked
          ) due
          where o.id = due.id
          returning o.id, o.event_key, o.channel, o.recipient, o.template, o.variables, o.subject, o.text, o.status,
            o.attempts, o.available_at, o.locked_until, o.claim_token, o.last_error, o.sent_at, o.created_at`,
    );
    return rows.map(toOutboxRow);
  }

  /**
   * Extends the claim on one message by `leaseMs` from now, if `token` still holds it: false when another claimer
   * took it after the lease ran out (the message is then theirs to send), or it is no longer pending.
   */
  async renew(id: string, token: string, leaseMs: number): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update notification_outbox set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
          where id = ${id} and claim_token = ${token} and status = 'pending'
          returning id`,
    );
    return rows.length === 1;
  }

  /** Records a claimed message as sent, if `token` still holds it: it is never claimed again. False when the claim was lost. */
  async markSent(id: string, token: string): Promise<boolean> {
    const rows = await markSentQuery(this.db).execute({ id, token, sentAt: new Date().toISOString() });
    return rows.length === 1;
  }

  /**
   * Records claimed messages as sent, those `token` still holds, in one statement; answers the ids it recorded (a
   * batch's sends finishing together are recorded together, docs/decisions/0096).
   */
  async markSentMany(ids: readonly string[], token: string): Promise<Set<string>> {
    const [only] = ids;
    if (ids.length === 1 && only !== undefined) return (await this.markSent(only, token)) ? new Set(ids) : new Set();
    const rows = await this.db
      .update(notificationOutbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, claimToken: null, lastError: null })
      .where(
        and(inArray(notificationOutbox.id, [...ids]), eq(notificationOutbox.status, "pending"), eq(notificationOutbox.claimToken, token)),
      )
      .returning({ id: notificationOutbox.id });
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Records a failed attempt, if `token` still holds the claim: due again at `retryAt`, or given up (`failed`) when
   * retryAt is null. False when the claim was lost.
   */
  async markFailed(id: string, token: string, error: string, retryAt: Date | null): Promise<boolean> {
    const rows = await this.db
      .update(notificationOutbox)
      .set(
        retryAt
          ? { availableAt: retryAt, lockedUntil: null, claimToken: null, lastError: error.slice(0, 500) }
          : { status: "failed", lockedUntil: null, claimToken: null, lastError: error.slice(0, 500) },
      )
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, "pending"), eq(notificationOutbox.claimToken, token)))
      .returning({ id: notificationOutbox.id });
    return rows.length === 1;
  }

  /**
   * The messages due and not yet sent (those in a worker's hand included), and how long the oldest of them has waited
   * since it was due, in whole seconds (0 when none waits). A message waiting for its retry is not due yet.
   */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await queryRows<{ waiting: number | string; oldest: number | string | null }>(
      this.db,
      sql`select count(*) as waiting, floor(extract(epoch from now() - min(available_at))) as oldest
          from notification_outbox where status = 'pending' and available_at <= now()`,
    );
    return { waiting: Number(row?.waiting ?? 0), oldestWaitingSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
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
