import { and, eq, inArray, sql } from "drizzle-orm";
import { pushTickets, pushTokens, queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { PushAudience, PushPlatform } from "@utsav/domain";

/** A phone registered for pushes, as the data download lists it (the token itself stays out). */
export interface PushDevice {
  platform: string;
  role: string;
  registeredAt: Date;
  lastSeenAt: Date;
}

/**
 * The phones that receive pushes, and Expo's tickets until their receipts are read (docs/decisions/0070). A token is
 * one phone's: registering it again, for whichever account, moves it there.
 */
export class PushTokenRepository {
  constructor(private readonly db: Db) {}

  /** Registers `token` for the account, or sees it again; a token another account held moves to this one. */
  async register(userId: string, role: PushAudience, token: string, platform: PushPlatform): Promise<void> {
    await this.db
      .insert(pushTokens)
      .values({ token, userId, role, platform })
      .onConflictDoUpdate({ target: pushTokens.token, set: { userId, role, platform, lastSeenAt: sql`now()` } });
  }

  /** Forgets `token` if the account holds it (a sign-out on that phone); false when it did not. */
  async remove(userId: string, token: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushTokens)
      .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, userId)))
      .returning({ token: pushTokens.token });
    return rows.length === 1;
  }

  /** Forgets every phone of an account (signing out everywhere, deleting the account); answers how many. */
  static async removeAllOf(db: Db, userId: string): Promise<number> {
    const rows = await db.delete(pushTokens).where(eq(pushTokens.userId, userId)).returning({ token: pushTokens.token });
    return rows.length;
  }

  /** The phones of an account, for its data download. */
  async devicesOf(userId: string): Promise<PushDevice[]> {
    return this.db
      .select({
        platform: pushTokens.platform,
        role: pushTokens.role,
        registeredAt: pushTokens.createdAt,
        lastSeenAt: pushTokens.lastSeenAt,
      })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
      .orderBy(pushTokens.createdAt);
  }

  /** The tokens of the live account of `role` whose phone number is `phone` (where that account's SMS would go). */
  async tokensFor(role: PushAudience, phone: string): Promise<string[]> {
    const rows = await queryRows<{ token: string }>(
      this.db,
      sql`select t.token from push_tokens t join users u on u.id = t.user_id
          where t.role = ${role} and u.user_type = ${role} and u.phone = ${phone} and u.deleted_at is null
          order by t.created_at, t.token`,
    );
    return rows.map((r) => r.token);
  }

  /** Deletes dead tokens (Expo said the device is not registered); their tickets go with them. */
  async removeTokens(tokens: readonly string[]): Promise<void> {
    if (tokens.length > 0) await this.db.delete(pushTokens).where(inArray(pushTokens.token, [...tokens]));
  }

  /** Keeps tickets until their receipts are read. A token deleted meanwhile takes none. */
  async keepTickets(tickets: readonly { id: string; token: string }[]): Promise<void> {
    if (tickets.length === 0) return;
    await queryRows(
      this.db,
      sql`insert into push_tickets (id, token)
          select v.id, v.token from (values ${sql.join(
            tickets.map((t) => sql`(${t.id}::text, ${t.token}::text)`),
            sql`, `,
          )}) as v(id, token)
          where exists (select 1 from push_tokens p where p.token = v.token)
          on conflict (id) do nothing`,
    );
  }

  /** The tokens of tickets still kept, by ticket id. */
  async ticketTokens(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(pushTickets)
      .where(inArray(pushTickets.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.token]));
  }

  async forgetTickets(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(pushTickets).where(inArray(pushTickets.id, [...ids]));
  }
}
