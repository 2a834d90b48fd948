import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The messages that tell people about a change (docs/decisions/0021-booking-lifecycle-and-notifications.md).

/**
 * The notification outbox: each message to send, written in the same transaction as the change it tells of, then
 * delivered by the API's outbox worker. One row per event and channel (the unique key), so an event is
 * never queued twice; a row is claimed with FOR UPDATE SKIP LOCKED and a lease, so processes sharing the database
 * never send it twice at once, and a process that dies holding it lets another retry after the lease.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: text("id").primaryKey(),
    /** What the message tells of and to whom, e.g. 'booking:bk_…:event:be_…:consumer'. */
    eventKey: text("event_key").notNull(),
    /** sms | email | whatsapp. */
    channel: text("channel").notNull(),
    /** A phone number ('+91…', for SMS and WhatsApp) or an e-mail address. */
    recipient: text("recipient").notNull(),
    /** A name of NOTIFICATION_TEMPLATES (packages/domain). */
    template: text("template").notNull(),
    variables: jsonb("variables").$type<Record<string, string>>().notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    /** pending | sent | failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not tried before this time: now when written, later after each failure (backoff). */
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claim's lease: while in the future, the worker that claimed the row is sending it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Who holds the claim: only the holder renews it and records the message sent or failed (decision 21). */
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_outbox_event_channel_idx").on(t.eventKey, t.channel),
    // What is due, in the order the worker claims it (available_at, then id): a claim reads its batch straight from
    // the index, however many messages wait, instead of sorting them all (docs/decisions/0095).
    index("notification_outbox_due_order_idx")
      .on(t.availableAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The phones that receive push notifications (docs/decisions/0070): each Expo push token the app registered, for the
 * account signed in on that phone. Keyed by the token, so a phone that signs in to another account moves its token
 * there. `role` is the account's user type (consumer or vendor). Signing out everywhere and deleting the account
 * delete the account's tokens.
 */
export const pushTokens = pgTable(
  "push_tokens",
  {
    token: text("token").primaryKey(),
    userId: text("user_id").notNull(),
    /** consumer | vendor. */
    role: text("role").notNull(),
    /** ios | android. */
    platform: text("platform").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last registration from the phone (the app registers at each start while signed in). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_tokens_user_idx").on(t.userId, t.role)],
);

/**
 * Expo's tickets for pushes handed over, until their receipts are read (docs/decisions/0070): a receipt that says the
 * device is no longer registered deletes its token (and, by the cascade, its other tickets).
 */
export const pushTickets = pgTable(
  "push_tickets",
  {
    id: text("id").primaryKey(),
    token: text("token")
      .notNull()
      .references(() => pushTokens.token, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_tickets_token_idx").on(t.token)],
);
