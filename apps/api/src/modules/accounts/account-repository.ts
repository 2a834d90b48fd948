import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { advisoryLock, analyticsEvents, builtOnce, otpCodes, queryRows, requireRow, sessions, UNNAMED, users } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { UserType } from "@utsav/domain";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { PushTokenRepository } from "../../platform/push/push-token-repository.ts";

/** What a number's sign-in codes so far say about sending it another (AccountRepository.sendingState). */
export interface SendingState {
  latestAgeSeconds: number | null;
  streak: number;
  sentSince: number;
}

export type UserRow = typeof users.$inferSelect;

/**
 * What became of disabling or enabling an operator (AccountRepository.setOperatorDisabled): done, or what stood in the
 * way: no such operator, already so, one's own account, the last active operator, or an acting operator who was
 * disabled meanwhile.
 */
export type OperatorAccessOutcome = "done" | "not-found" | "unchanged" | "self" | "last-active" | "actor-disabled";

/** A live session (AccountRepository.liveSession), read by every signed-in request: built once (decision 89). */
const liveSessionQuery = builtOnce((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      userType: sessions.userType,
      idleSeconds: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})`.mapWith(Number),
    })
    .from(sessions)
    // A disabled account's sessions are revoked with it; reading the account too closes the gap of a sign-in that
    // was under way while it was disabled.
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder("id")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)),
    )
    .prepare(UNNAMED),
);

/** Users, one-time codes, sessions and analytics: everything accounts keep in the database. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction holding this number's lock (a transaction-scoped advisory lock), so codes for
   * one number are issued one at a time across every process: parallel requests see each other's code.
   */
  async lockedForNumber<T>(phone: string, work: (accounts: AccountRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await advisoryLock(tx, `otp-number:${phone}`);
      return work(new AccountRepository(tx));
    });
  }

  /**
   * What decides whether a number may be sent a code now, from one statement: how many seconds ago its newest code
   * for this user type was issued (null when it never was), the count of `streak` (0 once its window has passed), and
   * how many codes the number was sent in the last `hours`, for any user type.
   */
  async sendingState(
    userType: UserType,
    phone: string,
    streak: { key: string; windowSeconds: number },
    hours: number,
  ): Promise<SendingState> {
    const rows = await queryRows<{ latest_age: number | string | null; streak: number | string | null; sent: number | string }>(
      this.db,
      sql`select
        (select extract(epoch from now() - created_at) from otp_codes where user_type = ${userType} and phone = ${phone}
          order by created_at desc limit 1) as latest_age,
        (select count from rate_limits where key = ${streak.key} and window_start >= now() - make_interval(secs => ${streak.windowSeconds})) as streak,
        (select count(*)::int from otp_codes where phone = ${phone} and created_at > now() - make_interval(hours => ${hours})) as sent`,
    );
    const row = requireRow(rows, "a number's sending state");
    return {
      latestAgeSeconds: row.latest_age === null ? null : Number(row.latest_age),
      streak: Number(row.streak ?? 0),
      sentSince: Number(row.sent),
    };
  }

  /**
   * Issues a code, retiring any earlier live one for the same number and user type, in one statement; returns the new
   * code's id.
   */
  async issueCode(userType: UserType, phone: string, codeHash: string, ttlSeconds: number): Promise<string> {
    const id = randomUUID();
    const retire = this.db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.userType, userType), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
    const issue = this.db.insert(otpCodes).values({
      id,
      userType,
      phone,
      codeHash,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
    // A query builder in a sql template is put in parentheses, as a WITH part needs; the main statement must not be.
    await this.db.execute(sql`with retired as ${retire} ${issue.getSQL()}`);
    return id;
  }

  /** Withdraws a code that never reached its number: it counts neither for the resend wait nor the daily sends. */
  async withdrawCode(id: string): Promise<void> {
    await this.db.delete(otpCodes).where(eq(otpCodes.id, id));
  }

  /**
   * Counts one check against the live code of this number and user type, before it is compared: the increment and
   * the bound are one UPDATE, so however many guesses arrive together, a code is compared at most `maxChecks` times.
   * `none`: no live code; `spent`: the live code has had its checks.
   */
  async countCheck(
    userType: UserType,
    phone: string,
    maxChecks: number,
  ): Promise<{ id: string; codeHash: string; attempts: number } | "none" | "spent"> {
    const live = and(
      eq(otpCodes.userType, userType),
      eq(otpCodes.phone, phone),
      isNull(otpCodes.consumedAt),
      gt(otpCodes.expiresAt, sql`now()`),
    );
    const newest = this.db.select({ id: otpCodes.id }).from(otpCodes).where(live).orderBy(desc(otpCodes.createdAt)).limit(1);
    const [checked] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(eq(otpCodes.id, newest), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`), lt(otpCodes.attempts, maxChecks)),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
    if (checked) return checked;
    const [spent] = await this.db.select({ id: otpCodes.id }).from(otpCodes).where(live).limit(1);
    return spent ? "spent" : "none";
  }

  /**
   * Marks a code used and deletes the counter `clearedCounter` with it, in one statement; false (and the counter
   * kept) when another request used the code first, so two racing verifications cannot both win.
   */
  async consumeCode(id: string, clearedCounter: string): Promise<boolean> {
    const [row] = await queryRows<{ consumed: boolean }>(
      this.db,
      sql`with consumed as (
          update otp_codes set consumed_at = now() where id = ${id} and consumed_at is null and expires_at > now() returning id
        ), cleared as (delete from rate_limits where key = ${clearedCounter} and exists (select 1 from consumed))
        select exists (select 1 from consumed) as consumed`,
    );
    return row?.consumed === true;
  }

  async retireCodes(userType: UserType, phone: string): Promise<void> {
    await this.db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.userType, userType), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
  }

  /** Every account of one user type, oldest first (the operators' list). */
  async usersOfType(userType: UserType, limit = 500): Promise<UserRow[]> {
    return this.db.select().from(users).where(eq(users.userType, userType)).orderBy(users.createdAt).limit(limit);
  }

  async findUser(userType: UserType, phone: string): Promise<UserRow | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.userType, userType), eq(users.phone, phone)));
    return user ?? null;
  }

  /** The user with this number, created when missing. */
  async findOrCreateUser(userType: UserType, phone: string): Promise<{ user: UserRow; created: boolean }> {
    const inserted = await this.db
      .insert(users)
      .values({ id: `usr_${randomUUID().replace(/-/g, "")}`, userType, phone })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { user: inserted[0], created: true };
    const existing = await this.db
      .select()
      .from(users)
      .where(and(eq(users.userType, userType), eq(users.phone, phone)));
    return { user: requireRow(existing, "the user whose number was taken"), created: false };
  }

  async userById(id: string): Promise<UserRow | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  async updateUser(id: string, changes: Partial<Pick<UserRow, "fullName" | "email" | "companyName" | "profileImage">>): Promise<UserRow> {
    const updated = await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return requireRow(updated, "the user to update");
  }

  async createSession(id: string, userId: string, userType: UserType, lifetimeSeconds: number): Promise<void> {
    await this.db.insert(sessions).values({
      id,
      userId,
      userType,
      expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})`,
    });
  }

  /** An unrevoked session within its absolute lifetime, with the seconds since its last request (database time). */
  async liveSession(id: string) {
    const [row] = await liveSessionQuery(this.db).execute({ id });
    return row ?? null;
  }

  /** Marks a session as used now (callers do it at most once a minute, not on every request). */
  async touchSession(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }

  async revokeSession(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /**
   * Ends every session of a user (signing out everywhere); returns how many were live. The phones registered for the
   * account's pushes are forgotten too (docs/decisions/0070): a phone signed out tells nothing more of the account.
   */
  async revokeUserSessions(userId: string): Promise<number> {
    await PushTokenRepository.removeAllOf(this.db, userId);
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  }

  /**
   * Disables an operator's account, ending every session of theirs, or enables it again, with its audit row, in one
   * transaction. Operators change one at a time (a transaction-scoped lock), so two operators disabling each other at
   * once cannot leave the console with no active operator: the second finds its own account disabled. `actorId` is
   * the acting operator, who must still be active and may not disable themself.
   */
  async setOperatorDisabled(
    operatorId: string,
    disable: boolean,
    actorId: string,
    audit: (sessionsEnded: number) => AuditRecord,
  ): Promise<{ outcome: OperatorAccessOutcome; sessionsEnded: number }> {
    return this.db.transaction(async (tx) => {
      await advisoryLock(tx, "operator-accounts");
      const operators = await tx.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(eq(users.userType, "operator"));
      const target = operators.find((o) => o.id === operatorId);
      const actor = operators.find((o) => o.id === actorId);
      const refused = (outcome: OperatorAccessOutcome) => ({ outcome, sessionsEnded: 0 });
      if (!target) return refused("not-found");
      if (!actor || actor.disabledAt) return refused("actor-disabled");
      if (disable && operatorId === actorId) return refused("self");
      if (Boolean(target.disabledAt) === disable) return refused("unchanged");
      if (disable && !operators.some((o) => o.id !== operatorId && !o.disabledAt)) return refused("last-active");
      const ended = disable
        ? await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.userId, operatorId), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id })
        : [];
      await recordChange(tx, {
        row: (write) =>
          write
            .update(users)
            .set({ disabledAt: disable ? sql`now()` : null, updatedAt: sql`now()` })
            .where(and(eq(users.id, operatorId), disable ? isNull(users.disabledAt) : isNotNull(users.disabledAt)))
            .returning({ id: users.id }),
        history: () => [AuditRepository.insertion(tx, audit(ended.length))],
      });
      return { outcome: "done", sessionsEnded: ended.length };
    });
  }

  async recordEvent(name: string, userId: string | null, properties: Record<string, unknown>): Promise<void> {
    await this.db.insert(analyticsEvents).values({ id: randomUUID(), name, userId, properties });
  }
}
