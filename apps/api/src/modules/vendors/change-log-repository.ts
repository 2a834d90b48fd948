import { and, desc, eq, lt } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { VendorChange, VendorChangeKind } from "@utsav/domain";
import { vendorChanges } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { VendorContext } from "../../platform/vendor-context.ts";

// A vendor's change history (docs/decisions/0032): every edit that changed something, with the fields it changed and
// their values before and after, written in the same transaction as the edit. Operators read it in the console; rows are
// never rewritten (a trigger refuses UPDATE and TRUNCATE on vendor_changes).

export type VendorChangeRow = typeof vendorChanges.$inferSelect;

/** One change: its kind, what it was about, and the fields it changed with their values. */
export interface ChangeEntry {
  kind: VendorChangeKind;
  target?: string | null;
  fields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface ChangeFilter {
  limit: number;
  before?: number;
  vendorId?: string;
  kind?: VendorChangeKind;
}

/** JSON with the keys of every object sorted, so that equal values compare equal whatever order the database kept. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The fields that differ between two versions of an object (a missing object counts as empty), with their values; the
 * fields named in `withoutValues` are listed as changed but their values are not kept (long texts such as an offering's
 * description). Null when nothing differs.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  withoutValues: readonly string[] = [],
): Pick<ChangeEntry, "fields" | "before" | "after"> | null {
  const old = before ?? {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(after)])].filter(
    (field) => stableJson(old[field] ?? null) !== stableJson(after[field] ?? null),
  );
  if (fields.length === 0) return null;
  const kept = fields.filter((field) => !withoutValues.includes(field));
  return {
    fields,
    before: Object.fromEntries(kept.map((field) => [field, old[field] ?? null])),
    after: Object.fromEntries(kept.map((field) => [field, after[field] ?? null])),
  };
}

export function toVendorChange(row: VendorChangeRow): VendorChange {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    vendorId: row.vendorId,
    kind: row.kind,
    target: row.target,
    fields: row.fields,
    before: row.before,
    after: row.after,
    clientAddress: row.clientAddress,
  };
}

export class VendorChangeLog {
  constructor(private readonly db: Db) {}

  /** Writes one entry, on the transaction of the edit it records. */
  static async write(db: Db, vendor: VendorContext, entry: ChangeEntry): Promise<void> {
    await VendorChangeLog.insertion(db, vendor, entry);
  }

  /**
   * The statement that writes one entry, for a change that writes it as its history (recordChange). A change made
   * outside a request (a person joining at their first vendor request) has no client address.
   */
  static insertion(db: Db, vendor: Pick<VendorContext, "userId" | "vendorId"> & { clientAddress: string | null }, entry: ChangeEntry) {
    return db.insert(vendorChanges).values({
      vendorId: vendor.vendorId,
      userId: vendor.userId,
      kind: entry.kind,
      target: entry.target ?? null,
      fields: entry.fields,
      before: entry.before,
      after: entry.after,
      clientAddress: vendor.clientAddress,
    });
  }

  /** Newest first; a page ends before the id of the previous page's last entry. */
  async page(filter: ChangeFilter): Promise<VendorChangeRow[]> {
    const conditions: SQL[] = [];
    if (filter.before !== undefined) conditions.push(lt(vendorChanges.id, filter.before));
    if (filter.vendorId) conditions.push(eq(vendorChanges.vendorId, filter.vendorId));
    if (filter.kind) conditions.push(eq(vendorChanges.kind, filter.kind));
    return this.db
      .select()
      .from(vendorChanges)
      .where(and(...conditions))
      .orderBy(desc(vendorChanges.id))
      .limit(filter.limit);
  }
}
