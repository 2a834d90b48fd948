import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// What the API keeps for itself and no module owns: settings, rate limits and analytics.

/** Values kept by key: the seeded catalogue's version, and the secrets generated when none is configured. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters shared by every API process (rate limits, failed attempts, locks). A key never holds a phone
 * number, only its keyed hash (platform/counters.ts); a row is deleted once its window has ended (platform/retention.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    /** When the current window ends: nothing reads the counter after that, so the retention sweep deletes it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Product analytics (application §7: sign-in success, Buy and Call presses). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    userId: text("user_id"),
    properties: jsonb("properties")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_name_idx").on(t.name, t.createdAt)],
);

/**
 * Timed work (docs/decisions/0048): a job is written in the transaction of the change that asks for it, keyed so that
 * asking twice keeps one, and run once by whichever process claims it when it is due (FOR UPDATE SKIP LOCKED, a lease
 * renewed while it runs, the claim token checked when it is recorded done). A job that fails is due again after a
 * backoff, and given up (`failed`) after its attempts.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: text("id").primaryKey(),
    /** What runs it: a name a module registered with the scheduler, e.g. 'payments.expire-order'. */
    kind: text("kind").notNull(),
    /** Unique: the same job asked for twice is one job (e.g. 'payments.expire-order:po_…'). */
    key: text("key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, string>>().notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** pending | done | failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("scheduled_jobs_due_idx").on(t.status, t.runAt)],
);
