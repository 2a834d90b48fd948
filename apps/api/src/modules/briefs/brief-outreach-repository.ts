import { eq, inArray } from "drizzle-orm";
import { briefMatches, briefs } from "@utsav/db";
import type { Db } from "@utsav/db";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import type { MatchedVendor } from "./brief-matching.ts";
import { newId } from "./brief-repository.ts";
import type { BriefRow } from "./brief-repository.ts";

// Sending a brief to more vendors (docs/decisions/0037): the briefs operators look at, the vendors each was sent to,
// and the new matches with their messages and the operator's audit row, in one transaction.

export interface Outreach {
  /** The vendors added now. */
  added: MatchedVendor[];
  /** How many vendors the brief went to in all, the added ones with them. */
  vendorsCount: number;
}

export class BriefOutreachRepository {
  constructor(private readonly db: Db) {}

  /** One brief; null when there is none. */
  async brief(briefId: string): Promise<BriefRow | null> {
    const [row] = await this.db.select().from(briefs).where(eq(briefs.id, briefId));
    return row ?? null;
  }

  /** These briefs, each with the vendors it was sent to. */
  async withVendors(briefIds: readonly string[]): Promise<{ brief: BriefRow; vendorIds: Set<string> }[]> {
    if (briefIds.length === 0) return [];
    const [rows, matches] = await Promise.all([
      this.db
        .select()
        .from(briefs)
        .where(inArray(briefs.id, [...briefIds])),
      this.db
        .select({ briefId: briefMatches.briefId, vendorId: briefMatches.vendorId })
        .from(briefMatches)
        .where(inArray(briefMatches.briefId, [...briefIds])),
    ]);
    return rows.map((brief) => ({
      brief,
      vendorIds: new Set(matches.filter((m) => m.briefId === brief.id).map((m) => m.vendorId)),
    }));
  }

  /**
   * Sends a brief to the vendors of `candidates` it was not yet sent to, at most `max` of them, in one transaction: the
   * brief is locked (SELECT … FOR UPDATE) so that two re-sends at once, a quote or an acceptance wait on each other;
   * `decide` checks it as it is now (and throws to refuse), `none` throws when no candidate is left; then the matches,
   * the vendors' messages and the audit row are written together (recordChange). Null for an unknown brief.
   */
  async addMatches(
    briefId: string,
    candidates: readonly MatchedVendor[],
    max: number,
    checks: { decide: (brief: BriefRow) => void; none: () => never },
    notify: (brief: BriefRow, vendors: readonly MatchedVendor[]) => OutboxDraft[],
    audit: (brief: BriefRow, vendors: readonly MatchedVendor[]) => AuditRecord,
  ): Promise<Outreach | null> {
    return this.db.transaction(async (tx) => {
      const [brief] = await tx.select().from(briefs).where(eq(briefs.id, briefId)).for("update");
      if (!brief) return null;
      checks.decide(brief);
      const asked = new Set(
        (await tx.select({ vendorId: briefMatches.vendorId }).from(briefMatches).where(eq(briefMatches.briefId, briefId))).map(
          (m) => m.vendorId,
        ),
      );
      const added = candidates.filter((c) => !asked.has(c.vendorId)).slice(0, max);
      if (added.length === 0) checks.none();
      await recordChange(tx, {
        row: (write) =>
          write
            .insert(briefMatches)
            .values(added.map((m) => ({ id: newId("bq"), briefId, vendorId: m.vendorId, categories: m.categories })))
            .returning({ id: briefMatches.id }),
        history: [AuditRepository.insertion(tx, audit(brief, added))],
        messages: notify(brief, added),
      });
      return { added, vendorsCount: asked.size + added.length };
    });
  }
}
