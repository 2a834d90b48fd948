import { and, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { allOf } from "@utsav/db";
import type { Db } from "@utsav/db";
import { BOOKING_MESSAGES } from "@utsav/domain";
import { HttpError } from "./http-errors.ts";

// Cursor paging, newest first, for every list that pages by (created_at, id): bookings, call leads.

export interface Page<T> {
  rows: T[];
  nextAfter: string | null;
}

/** A table that pages: an id and a creation time. */
type Pageable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** Newest first, and after the row `after` (of the same owner) when given; null when `after` is not one of them. */
export async function pageOf<T extends { id: string }>(
  db: Db,
  table: Pageable,
  owned: SQL,
  after: string | undefined,
  read: (where: SQL) => Promise<T[]>,
  limit: number,
): Promise<Page<T> | null> {
  let where = owned;
  if (after) {
    const [mark] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(owned, eq(table.id, after)));
    if (!mark) return null;
    // Compared in SQL, not through a JavaScript Date: timestamps keep microseconds, which a Date would round away.
    const markAt = sql`(select m.created_at from ${table} m where m.id = ${after})`;
    where = allOf(owned, sql`(${table.createdAt}, ${table.id}) < (${markAt}, ${after})`);
  }
  const rows = await read(where);
  const page = rows.slice(0, limit);
  return { rows: page, nextAfter: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** The cursor of the page after a row: its id, opaque to clients. */
export const cursorAfter = (id: string | null) => (id ? Buffer.from(id, "utf8").toString("base64url") : null);

export function afterCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^[\w-]{1,64}$/.test(id)) throw new HttpError(400, BOOKING_MESSAGES.cursorInvalid, "CURSOR_INVALID");
  return id;
}

export function found<T>(page: Page<T> | null): Page<T> {
  if (!page) throw new HttpError(400, BOOKING_MESSAGES.cursorInvalid, "CURSOR_INVALID");
  return page;
}
