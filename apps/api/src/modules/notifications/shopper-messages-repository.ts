import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { ShopperMessages } from "@utsav/domain";
import { required } from "../../platform/required.ts";

/** A shopper's SMS-as-well choice (users.sms_with_push) and the count of their phones that take pushes (docs/decisions/0074). */
export class ShopperMessagesRepository {
  constructor(private readonly db: Db) {}

  async of(userId: string): Promise<ShopperMessages> {
    return this.read(sql`select id, sms_with_push from users where id = ${userId}`);
  }

  /** Saves the choice and answers it as saved, in one statement. */
  async choose(userId: string, smsWithPush: boolean): Promise<ShopperMessages> {
    return this.read(
      sql`update users set sms_with_push = ${smsWithPush}, updated_at = now() where id = ${userId} returning id, sms_with_push`,
    );
  }

  private async read(user: SQL): Promise<ShopperMessages> {
    const [row] = await queryRows<{ sms_with_push: boolean; push_phones: number | string }>(
      this.db,
      sql`with u as (${user})
          select u.sms_with_push,
            (select count(*) from push_tokens t where t.user_id = u.id and t.role = 'consumer') as push_phones
          from u`,
    );
    const found = required(row, "the account of a live session");
    return { smsWithPush: found.sms_with_push, pushPhones: Number(found.push_phones) };
  }
}
