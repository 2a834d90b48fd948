import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { callLeads, offerings, users } from "@utsav/db";
import type { Db } from "@utsav/db";
import { liveOffering } from "../catalogue/index.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { pageOf } from "../../platform/http/paging.ts";

/** Call leads: consumers who asked for a vendor's number (application §7 POST /consumer/call-lead). */
export class LeadRepository {
  constructor(private readonly db: Db) {}

  /** An offering on sale with its vendor and where the vendor is told (modules/catalogue). */
  liveOffering(id: string) {
    return liveOffering(this.db, id);
  }

  /** The name and phone number of a consumer account (for the vendor's call-lead message). */
  async consumer(userId: string): Promise<{ name: string | null; phone: string } | null> {
    const [row] = await this.db.select({ name: users.fullName, phone: users.phone }).from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /**
   * Records a contact reveal once per consumer, offering and day, unless the consumer already made `limit` reveals
   * today; repeating one of today's reveals is always allowed. Returns false, storing nothing, when refused: a lead
   * stands for a number the consumer actually received (found by the fuzz suite: the refused reveal used to be
   * stored). Two reveals at the same instant may pass the limit by one, which a limit against scraping tolerates.
   */
  async recordCallLead(
    userId: string,
    offeringId: string,
    vendorId: string,
    limit: number,
    notify: (leadId: string) => OutboxDraft[],
  ): Promise<boolean> {
    const day = new Date().toISOString().slice(0, 10);
    const today = and(eq(callLeads.userId, userId), eq(callLeads.day, day));
    const [repeat] = await this.db
      .select({ id: callLeads.id })
      .from(callLeads)
      .where(and(today, eq(callLeads.offeringId, offeringId)))
      .limit(1);
    if (repeat) return true;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(callLeads)
      .where(today);
    if (Number(row?.n ?? 0) >= limit) return false;
    // A new lead and the vendor's message commit together; a lead already recorded today sends nothing again.
    await this.db.transaction((tx) =>
      recordChange(tx, {
        row: (write) =>
          write
            .insert(callLeads)
            .values({ id: randomUUID(), userId, offeringId, vendorId, day })
            .onConflictDoNothing()
            .returning({ id: callLeads.id }),
        messages: (lead) => notify(lead.id),
      }),
    );
    return true;
  }

  /** A vendor's call leads, newest first, with the consumer who asked for the number. */
  async leadPage(vendorId: string, after: string | undefined, limit: number) {
    return pageOf(
      this.db,
      callLeads,
      eq(callLeads.vendorId, vendorId),
      after,
      (where) =>
        this.db
          .select({
            id: callLeads.id,
            offeringId: callLeads.offeringId,
            offeringName: offerings.title,
            consumerName: users.fullName,
            consumerPhone: users.phone,
            createdAt: callLeads.createdAt,
          })
          .from(callLeads)
          .innerJoin(offerings, eq(offerings.id, callLeads.offeringId))
          .innerJoin(users, eq(users.id, callLeads.userId))
          .where(where)
          .orderBy(desc(callLeads.createdAt), desc(callLeads.id))
          .limit(limit + 1),
      limit,
    );
  }
}
