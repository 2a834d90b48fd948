import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { webLinkCodes } from "@utsav/db";
import type { Db } from "@utsav/db";

/** The one-time links from the app to the web's vendor pages (docs/decisions/0072), by their code's hash. */
export class WebLinkRepository {
  constructor(private readonly db: Db) {}

  async add(codeHash: string, userId: string, next: string, ttlSeconds: number): Promise<void> {
    await this.db.insert(webLinkCodes).values({
      codeHash,
      userId,
      next,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  }

  /**
   * Uses a code: one statement marks it used only while unused and unexpired, so of two redeems racing (on any number
   * of API processes) exactly one gets its row back. Null for a code used before, expired or never made.
   */
  async use(codeHash: string): Promise<{ userId: string; next: string } | null> {
    const rows = await this.db
      .update(webLinkCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(webLinkCodes.codeHash, codeHash), isNull(webLinkCodes.usedAt), gt(webLinkCodes.expiresAt, sql`now()`)))
      .returning({ userId: webLinkCodes.userId, next: webLinkCodes.next });
    return rows[0] ?? null;
  }

  /** Deletes at most `limit` codes made more than `keptSeconds` ago and expired (platform/retention.ts). */
  async deleteOld(limit: number, keptSeconds: number): Promise<number> {
    const old = this.db
      .select({ codeHash: webLinkCodes.codeHash })
      .from(webLinkCodes)
      .where(and(lt(webLinkCodes.createdAt, sql`now() - make_interval(secs => ${keptSeconds})`), lt(webLinkCodes.expiresAt, sql`now()`)))
      .limit(limit)
      .for("update", { skipLocked: true });
    const deleted = await this.db
      .delete(webLinkCodes)
      .where(inArray(webLinkCodes.codeHash, old))
      .returning({ codeHash: webLinkCodes.codeHash });
    return deleted.length;
  }
}
