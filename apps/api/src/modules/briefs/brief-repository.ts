import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { allOf, briefMatches, briefPhotos, briefs, offerings, requireRow, users, vendorProfiles, vendors, vendorTerms } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { Category, VendorTermsByCategory } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import { briefEndJob } from "./brief-timer.ts";
import { onSale } from "../catalogue/index.ts";
import { freeOnSql } from "../availability/index.ts";
import { toTerms } from "../terms/index.ts";

// Requests for proposals (docs/decisions/0023): briefs as the consumer sends and reads them, the vendors a brief can
// go to, and the briefs a vendor was matched to. Answers and acceptance: brief-answer-repository.ts.

export type BriefRow = typeof briefs.$inferSelect;
export type BriefMatchRow = typeof briefMatches.$inferSelect;
export type BriefInsert = Omit<BriefRow, "id" | "status" | "bookingId" | "createdAt" | "updatedAt">;

/** A live vendor with what it has on sale in the brief's categories, its terms and where it is told of briefs. */
export interface BriefCandidate {
  vendorId: string;
  vendorName: string;
  phone: string | null;
  categoriesOnSale: Category[];
  terms: VendorTermsByCategory | null;
}

export const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, "")}`;

/** Briefs of one consumer that count against the open limit: open, and dated today or later. */
const openOf = (userId: string, today: string) =>
  allOf(eq(briefs.userId, userId), eq(briefs.status, "open"), sql`${briefs.eventDate} >= ${today}`);

export class BriefRepository {
  constructor(private readonly db: Db) {}

  /**
   * The vendors a brief in these categories can go to: those on sale (the go-live gate: approved, not paused, the
   * offering live and not hidden, food only with a licence on file), by the categories they sell in. Whether each
   * one matches is decided by matchingCategories (packages/domain), with the terms read here. With `eventDate`, only
   * the vendors free that day: not blocked, nor full by their daily capacity (modules/availability, decision 56).
   */
  async candidates(categories: readonly Category[], eventDate?: string): Promise<BriefCandidate[]> {
    const rows = await this.db
      .selectDistinct({
        vendorId: vendors.id,
        vendorName: vendors.name,
        phone: sql<string | null>`coalesce(${users.phone}, ${vendors.phone})`,
        category: offerings.category,
      })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(
        and(onSale, inArray(offerings.category, [...categories]), eventDate === undefined ? undefined : freeOnSql(eventDate, vendors.id)),
      )
      .orderBy(asc(vendors.id), asc(offerings.category));
    const byVendor = new Map<string, BriefCandidate>();
    for (const row of rows) {
      const found = byVendor.get(row.vendorId);
      if (found) found.categoriesOnSale.push(row.category);
      else byVendor.set(row.vendorId, { ...row, categoriesOnSale: [row.category], terms: null });
    }
    if (byVendor.size === 0) return [];
    const terms = await this.db
      .select()
      .from(vendorTerms)
      .where(inArray(vendorTerms.vendorId, [...byVendor.keys()]));
    for (const row of terms) {
      const candidate = byVendor.get(row.vendorId);
      if (candidate) candidate.terms = toTerms(row);
    }
    return [...byVendor.values()];
  }

  /**
   * Stores a brief with its messages (recordChange), its photos and its matched vendors, in one transaction. The
   * consumer's row is locked first (SELECT … FOR UPDATE), so two briefs sent at once are counted one after the other:
   * `admit` sees the number of open briefs and throws to refuse. `photosMissing` throws when a photo id is not one of
   * the consumer's unused photos.
   */
  async create(
    brief: BriefInsert,
    input: { today: string; photoIds: readonly string[]; matches: { vendorId: string; categories: Category[] }[] },
    checks: { admit: (openBriefs: number) => void; photosMissing: () => never },
    notify: (brief: BriefRow) => OutboxDraft[],
  ): Promise<BriefRow> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, brief.userId)).for("update");
      const [open] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(briefs)
        .where(openOf(brief.userId, input.today));
      checks.admit(open?.n ?? 0);
      const written = await recordChange(tx, {
        row: (write) =>
          write
            .insert(briefs)
            .values({ ...brief, id: newId("br") })
            .returning(),
        messages: (created) => notify(created),
      });
      const created = requireRow(written, "the brief just inserted");
      // Each photo once, in the order given; one that is not this consumer's unused photo refuses the brief.
      for (const [position, photoId] of [...new Set(input.photoIds)].entries()) {
        const [attached] = await tx
          .update(briefPhotos)
          .set({ briefId: created.id, position })
          .where(and(eq(briefPhotos.id, photoId), eq(briefPhotos.userId, brief.userId), isNull(briefPhotos.briefId)))
          .returning({ id: briefPhotos.id });
        if (!attached) checks.photosMissing();
      }
      await tx.insert(briefMatches).values(input.matches.map((m) => ({ ...m, id: newId("bq"), briefId: created.id })));
      // Its end, with the shopper told (docs/decisions/0054), is scheduled with it.
      await JobRepository.schedule(tx, [briefEndJob(created)]);
      return created;
    });
  }

  /** Keeps a consumer's uploaded reference photos, not yet part of any brief, in one statement; answers their ids in order. */
  async addPhotos(photos: readonly { userId: string; imageKey: string; name: string }[]): Promise<string[]> {
    const values = photos.map((photo) => ({ ...photo, id: newId("bp") }));
    await this.db.insert(briefPhotos).values(values);
    return values.map((v) => v.id);
  }

  /** The photos of these briefs, in the order the consumer gave them. */
  async photosOf(briefIds: readonly string[]) {
    if (briefIds.length === 0) return [];
    return this.db
      .select({ id: briefPhotos.id, briefId: briefPhotos.briefId, imageKey: briefPhotos.imageKey })
      .from(briefPhotos)
      .where(inArray(briefPhotos.briefId, [...briefIds]))
      .orderBy(asc(briefPhotos.position), asc(briefPhotos.id));
  }

  /** A consumer's briefs, newest first. */
  async consumerList(userId: string, limit: number): Promise<BriefRow[]> {
    return this.db.select().from(briefs).where(eq(briefs.userId, userId)).orderBy(desc(briefs.createdAt), desc(briefs.id)).limit(limit);
  }

  /** The answers on these briefs, which the list counts by the rule its page uses (consumerBriefSummary in brief-views.ts). */
  async matchesOf(briefIds: readonly string[]): Promise<Pick<BriefMatchRow, "briefId" | "answer" | "price">[]> {
    if (briefIds.length === 0) return [];
    return this.db
      .select({ briefId: briefMatches.briefId, answer: briefMatches.answer, price: briefMatches.price })
      .from(briefMatches)
      .where(inArray(briefMatches.briefId, [...briefIds]));
  }

  /** One of this consumer's briefs; null when it is not theirs. */
  async consumerBrief(userId: string, id: string): Promise<BriefRow | null> {
    const [row] = await this.db
      .select()
      .from(briefs)
      .where(and(eq(briefs.id, id), eq(briefs.userId, userId)));
    return row ?? null;
  }

  /**
   * Every vendor a brief went to, with its answer and what the consumer compares: the vendor's rating and verified
   * badge, the linked offering (its page while on sale), and the vendor's terms.
   */
  async answersOf(briefId: string) {
    return this.db
      .select({
        match: briefMatches,
        vendorName: vendors.name,
        vendorRating: vendors.rating,
        vendorVerified: vendors.verified,
        policy: vendors.policy,
        cancellationPolicy: sql<string | null>`${vendorProfiles.sections} -> 'terms' ->> 'cancellationPolicy'`,
        offeringTitle: offerings.title,
        offeringCategory: offerings.category,
        offeringSlug: sql<string | null>`case when ${offerings.id} is not null and ${onSale} then ${offerings.slug} end`,
        terms: vendorTerms,
      })
      .from(briefMatches)
      .innerJoin(vendors, eq(vendors.id, briefMatches.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .leftJoin(offerings, eq(offerings.id, briefMatches.offeringId))
      .leftJoin(vendorTerms, eq(vendorTerms.vendorId, vendors.id))
      .where(eq(briefMatches.briefId, briefId))
      .orderBy(asc(briefMatches.quotedAt), asc(briefMatches.id));
  }

  /** The briefs a vendor was matched to, newest first, each with the vendor's answer and linked offering. */
  async vendorList(vendorId: string, limit: number, briefId?: string) {
    const mine = eq(briefMatches.vendorId, vendorId);
    return this.db
      .select({ brief: briefs, match: briefMatches, offeringTitle: offerings.title, vendorName: vendors.name })
      .from(briefMatches)
      .innerJoin(briefs, eq(briefs.id, briefMatches.briefId))
      .innerJoin(vendors, eq(vendors.id, briefMatches.vendorId))
      .leftJoin(offerings, eq(offerings.id, briefMatches.offeringId))
      .where(briefId ? and(mine, eq(briefs.id, briefId)) : mine)
      .orderBy(desc(briefs.createdAt), desc(briefs.id))
      .limit(limit);
  }

  /** A vendor's offerings on sale in these categories, in catalogue order: what a quote may link. */
  async vendorOfferings(vendorId: string, categories: readonly Category[], db: Db = this.db) {
    if (categories.length === 0) return [];
    return db
      .select({ id: offerings.id, title: offerings.title, category: offerings.category })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.vendorId, vendorId), inArray(offerings.category, [...categories]), onSale))
      .orderBy(asc(offerings.position), asc(offerings.id));
  }

  /** Where a consumer is told of quotes: the phone they signed in with. */
  async consumerPhone(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return row?.phone ?? null;
  }
}
