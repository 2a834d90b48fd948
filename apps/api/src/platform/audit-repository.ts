import { and, desc, eq, getTableColumns, lt } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "@utsav/domain";
import { auditLog, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";

// The audit log (docs/decisions/0020): rows are only ever inserted here, never changed; a trigger in the database
// refuses UPDATE, DELETE and TRUNCATE on the table whatever asks (drizzle/0010_audit_append_only.sql).

export type AuditRow = typeof auditLog.$inferSelect;

/** Who did what to which vendor and object, from which address (OWASP ASVS 5.0 §16.2). */
export interface AuditRecord {
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  vendorId?: string | null;
  target?: string | null;
  detail?: AuditEntry["detail"];
  clientAddress: string | null;
}

/** Who acts in the console, as the audit log names them: the operator's account, name now, and the client's address. */
export interface AuditActor {
  userId: string;
  name: string;
  clientAddress: string;
}

/** The audit row of an act by `actor`. */
export function auditBy(actor: AuditActor, entry: Omit<AuditRecord, "actorId" | "actorName" | "clientAddress">): AuditRecord {
  return { ...entry, actorId: actor.userId, actorName: actor.name, clientAddress: actor.clientAddress };
}

export interface AuditFilter {
  limit: number;
  before?: number;
  action?: AuditAction;
  vendorId?: string;
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** Writes one row, on the given connection or transaction (so an act and its record commit together). */
  static async write(db: Db, record: AuditRecord): Promise<void> {
    await AuditRepository.insertion(db, record);
  }

  /** The statement that writes one row, for a change that writes it as its history (recordChange). */
  static insertion(db: Db, record: AuditRecord) {
    return db.insert(auditLog).values({
      actorId: record.actorId,
      actorName: record.actorName,
      action: record.action,
      vendorId: record.vendorId ?? null,
      target: record.target ?? null,
      detail: record.detail ?? {},
      clientAddress: record.clientAddress,
    });
  }

  async write(record: AuditRecord): Promise<void> {
    await AuditRepository.write(this.db, record);
  }

  /**
   * Newest first; a page ends before the id of the previous page's last row. Each row carries its vendor's business
   * name as it is now, joined in the same query (none for a row without a vendor, or whose vendor is gone).
   */
  async page(filter: AuditFilter): Promise<(AuditRow & { vendorName: string | null })[]> {
    const conditions: SQL[] = [];
    if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.vendorId) conditions.push(eq(auditLog.vendorId, filter.vendorId));
    return this.db
      .select({ ...getTableColumns(auditLog), vendorName: vendors.name })
      .from(auditLog)
      .leftJoin(vendors, eq(vendors.id, auditLog.vendorId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(filter.limit);
  }
}
