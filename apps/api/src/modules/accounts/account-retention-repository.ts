import { and, inArray, lt, or, sql } from "drizzle-orm";
import { otpCodes, sessions } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { UserType } from "@utsav/domain";

/** What a number's sign-in codes so far say about sending it another (AccountRepository.sendingState). */
/**
 * What the retention sweep deletes of the accounts' tables (platform/retention.ts, docs/decisions/0015): old sign-in
 * codes and ended sessions, in bounded batches that skip rows another process holds.
 */
export class AccountRetentionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes at most `limit` sign-in codes issued more than `keptSeconds` ago, and answers how many; a code not yet
   * expired stays whatever its age (platform/retention.ts). Rows another process holds are skipped.
   */
  async deleteOldCodes(limit: number, keptSeconds: number): Promise<number> {
    const old = this.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(lt(otpCodes.createdAt, sql`now() - make_interval(secs => ${keptSeconds})`), lt(otpCodes.expiresAt, sql`now()`)))
      .limit(limit)
      .for("update", { skipLocked: true });
    const deleted = await this.db.delete(otpCodes).where(inArray(otpCodes.id, old)).returning({ id: otpCodes.id });
    return deleted.length;
  }

  /**
   * Deletes at most `limit` sessions that ended more than `keptSeconds` ago, and answers how many: signed out or
   * revoked, past their absolute lifetime, or unused for longer than their user type's idle timeout (`policy`). A
   * live session is never deleted (platform/retention.ts). Rows another process holds are skipped.
   */
  async deleteEndedSessions(
    limit: number,
    keptSeconds: number,
    policy: Readonly<Record<UserType, { idleSeconds: number }>>,
  ): Promise<number> {
    const kept = sql`now() - make_interval(secs => ${keptSeconds})`;
    const idleOfType = sql.join(
      Object.entries(policy).map(([userType, { idleSeconds }]) => sql`when ${userType} then ${idleSeconds}::int`),
      sql` `,
    );
    const ended = this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        or(
          lt(sessions.revokedAt, kept),
          lt(sessions.expiresAt, kept),
          lt(sessions.lastSeenAt, sql`${kept} - make_interval(secs => case ${sessions.userType} ${idleOfType} end)`),
        ),
      )
      .limit(limit)
      .for("update", { skipLocked: true });
    const deleted = await this.db.delete(sessions).where(inArray(sessions.id, ended)).returning({ id: sessions.id });
    return deleted.length;
  }
}
