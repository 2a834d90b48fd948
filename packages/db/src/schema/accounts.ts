import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { UserType } from "@utsav/domain";

// Accounts: users, sign-in codes and sessions.

/** Consumers and vendors; one account per user type and normalised phone number (application §1). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    userType: text("user_type").$type<UserType>().notNull(),
    phone: text("phone").notNull(),
    fullName: text("full_name"),
    email: text("email"),
    companyName: text("company_name"),
    profileImage: text("profile_image"),
    /** The locality a consumer chose in the header (a gazetteer name), for "Serves my area". */
    locality: text("locality"),
    /** The event date a consumer chose for "Free on my date" (YYYY-MM-DD, docs/decisions/0058). */
    eventDate: text("event_date"),
    /**
     * A shopper's choice to get the SMS of a message as well as its push, where a phone of theirs takes pushes
     * (docs/decisions/0074). False: the push stands in for the SMS.
     */
    smsWithPush: boolean("sms_with_push").notNull().default(false),
    /**
     * Set when operators disable the account (only operators' accounts are, docs/decisions/0020): its sessions end and
     * it cannot sign in until it is enabled again (null).
     */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * Set when the person deleted the account (docs/decisions/0031): the row stays, for the bookings and records that
     * name it, but holds nothing personal; its phone is replaced by 'deleted:<id>', so the number can sign up again
     * as someone new.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_type_phone_idx").on(t.userType, t.phone)],
);

/** One-time sign-in codes, stored only as a keyed hash (OWASP ASVS 5.0 §6). */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    userType: text("user_type").$type<UserType>().notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Checks made against this code, counted before each comparison: a code takes at most five (auth-service.ts). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("otp_codes_phone_idx").on(t.phone, t.createdAt),
    index("otp_codes_lookup_idx").on(t.userType, t.phone, t.createdAt),
    // The retention sweep finds codes by age (platform/retention.ts).
    index("otp_codes_created_idx").on(t.createdAt),
  ],
);

/** Sessions by the SHA-256 of their token; the token itself is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    userType: text("user_type").$type<UserType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, whatever its activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last request made with it (kept to the minute), for the idle timeout of its user type. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // The retention sweep finds sessions past their lifetime (platform/retention.ts).
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * One-time links from the app to a page of the web's vendor area (docs/decisions/0072), by the SHA-256 of their code:
 * used once (used_at), within a minute, by the vendor who asked, for the page it named.
 */
export const webLinkCodes = pgTable(
  "web_link_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** The page of the web's vendor area the link opens (an allowed path, vendor-web-link.ts). */
    next: text("next").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The retention sweep finds codes by age (platform/retention.ts).
  (t) => [index("web_link_codes_created_idx").on(t.createdAt)],
);
