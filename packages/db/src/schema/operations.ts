import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AuditAction, AuditEntry, ReviewDecision, ReviewSection } from "@utsav/domain";
import { users } from "./accounts.ts";
import { vendors } from "./catalogue.ts";

// The operators' records (docs/decisions/0020): their decisions on vendors, and the audit log of everything they open,
// reveal and decide. The audit log is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE on it
// (drizzle/0010_audit_append_only.sql).

/** Every decision on a vendor, newest last; the latest is what the vendor reads. */
export const vendorDecisions = pgTable(
  "vendor_decisions",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** approve | reject | changes (REVIEW_DECISIONS). */
    decision: text("decision").$type<ReviewDecision>().notNull(),
    reason: text("reason"),
    /** The profile sections and document types to change (REVIEW_SECTIONS), for a request for changes. */
    sections: jsonb("sections")
      .$type<ReviewSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    operatorId: text("operator_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vendor_decisions_vendor_idx").on(t.vendorId, t.createdAt)],
);

/** Who did what, when and from where (OWASP ASVS 5.0 §16): written in the same transaction as the act itself. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The operator; null for the command line (npm run operator:add). */
    actorId: text("actor_id").references(() => users.id),
    /** The operator's name or number at the time, kept as written. */
    actorName: text("actor_name").notNull(),
    /** AUDIT_ACTIONS, e.g. document.viewed, number.revealed, vendor.approved. */
    action: text("action").$type<AuditAction>().notNull(),
    vendorId: text("vendor_id"),
    /** The document, offering or account acted on. */
    target: text("target"),
    detail: jsonb("detail")
      .$type<AuditEntry["detail"]>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_vendor_idx").on(t.vendorId, t.id), index("audit_log_action_idx").on(t.action, t.id)],
);
