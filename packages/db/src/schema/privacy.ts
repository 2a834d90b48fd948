import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { UserType } from "@utsav/domain";
import { users } from "./accounts.ts";
import { vendors } from "./catalogue.ts";

// Deleted accounts (docs/decisions/0031-account-data-and-deletion.md): what each deletion left to finish and to keep.

/**
 * One row per deleted account, written in the deletion's transaction. It keeps, sealed (AES-256-GCM, the document
 * vault's key), what the person gave to register, until `purge_after` (IT Intermediary Rules 2021, rule 3(1)(h): 180
 * days); a vendor's identity documents are kept as long and purged with it. What could not be done inside the
 * transaction (files to delete, messages still being sent) is listed until the sweep has done it. After the purge the
 * row holds only that an account of this type was deleted, and when.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    userType: text("user_type").$type<UserType>().notNull(),
    /** A vendor account's business, whose identity documents are kept until the purge. */
    vendorId: text("vendor_id").references(() => vendors.id),
    erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
    /** The registration details (phone, name, e-mail, company, business), sealed; null once purged. */
    registrationCipher: text("registration_cipher"),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /** Public files (pictures) still to delete from storage: their keys. */
    pendingFiles: jsonb("pending_files")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Event-key prefixes of outbox messages about the person that were still being sent: deleted once sent. */
    pendingMessages: jsonb("pending_messages")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index("account_erasures_purge_idx")
      .on(t.purgeAfter)
      .where(sql`${t.purgedAt} is null`),
  ],
);
