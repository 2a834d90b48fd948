import { sql } from "drizzle-orm";
import { queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

/**
 * Tables a request answered with an error may write to, by design (auth-service.ts):
 * - rate_limits: every sign-in attempt is counted, refused or not, so guessing stays slow;
 * - otp_codes: every check of a code is counted on the code before it is compared, right or wrong;
 * - app_meta: the sign-in key is created on first use, which may be an attempt that is then refused.
 * Every other table (users, sessions, analytics events, the catalogue, bookings, leads, waitlists and the vendor
 * tables, including ones added later) is watched.
 */
export const WRITTEN_BY_DESIGN = ["rate_limits", "otp_codes", "app_meta"] as const;

/**
 * Columns any request may write, by design: a session's last use is recorded when it is read (at most once a
 * minute, for the idle timeout), whatever the request then answers; and the notification worker records its
 * deliveries in the background, whichever request is running (docs/decisions/0021). The rest of those tables is
 * watched: a refused request must queue no message.
 */
export const COLUMNS_WRITTEN_BY_DESIGN: Record<string, string[]> = {
  sessions: ["last_seen_at"],
  notification_outbox: ["status", "attempts", "available_at", "locked_until", "claim_token", "last_error", "sent_at"],
};

interface Mark {
  horizon: string;
  signatures: Map<string, string>;
}

/**
 * Answers "did this request change user data?" cheaply enough to ask after every request.
 *
 * The truth is an md5 of each table's rows in a fixed order. Computing it for every table around every request
 * would take ~60 ms a time on PGlite, so it is gated: PostgreSQL assigns a transaction id to every transaction that
 * writes, so when the next id to assign (the snapshot's xmax) did not move, nothing was written. When it moved,
 * a per-table signature (row count and newest xmin) names the tables that may have changed, and only their md5
 * is compared with the one kept from before the request.
 */
export class DataWatch {
  private mark: Mark = { horizon: "", signatures: new Map() };
  private readonly md5 = new Map<string, string>();

  private constructor(
    private readonly db: Db,
    readonly tables: string[],
  ) {}

  /** Every table of the public schema that holds user or catalogue data (all but WRITTEN_BY_DESIGN). */
  static async open(db: Db): Promise<DataWatch> {
    const rows = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const skipped = new Set<string>(WRITTEN_BY_DESIGN);
    return new DataWatch(
      db,
      rows.map((r) => r.name).filter((name) => !skipped.has(name)),
    );
  }

  private async horizon(): Promise<string> {
    const [row] = await queryRows<{ xmax: string }>(this.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
    return row!.xmax;
  }

  private async signatures(): Promise<Map<string, string>> {
    const parts = this.tables.map(
      (t) => `select '${t}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as signature from "${t}"`,
    );
    const rows = await queryRows<{ name: string; signature: string }>(this.db, sql.raw(parts.join(" union all ")));
    return new Map(rows.map((r) => [r.name, r.signature]));
  }

  private async fingerprint(table: string): Promise<string> {
    const ignored = COLUMNS_WRITTEN_BY_DESIGN[table] ?? [];
    // The row as JSON without the columns written by design (jsonb's minus drops keys).
    const row = ignored.length > 0 ? `(to_jsonb(x) - array[${ignored.map((c) => `'${c}'`).join(",")}])::text` : "x::text";
    const [result] = await queryRows<{ md5: string }>(
      this.db,
      sql.raw(`select md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as md5 from "${table}" x`),
    );
    return result!.md5;
  }

  /** Call before a request: brings the kept fingerprints up to date with whatever earlier requests wrote. */
  async before(): Promise<Mark> {
    const horizon = await this.horizon();
    if (horizon === this.mark.horizon) return this.mark;
    const signatures = await this.signatures();
    for (const table of this.tables) {
      if (signatures.get(table) !== this.mark.signatures.get(table) || !this.md5.has(table))
        this.md5.set(table, await this.fingerprint(table));
    }
    this.mark = { horizon, signatures };
    return this.mark;
  }

  /** The tables whose rows differ from what they were at `mark` (call right after the request). */
  async changedSince(mark: Mark): Promise<string[]> {
    const horizon = await this.horizon();
    if (horizon === mark.horizon) return [];
    const signatures = await this.signatures();
    const changed: string[] = [];
    for (const table of this.tables) {
      if (signatures.get(table) === mark.signatures.get(table)) continue;
      const now = await this.fingerprint(table);
      if (now !== this.md5.get(table)) changed.push(table);
      this.md5.set(table, now);
    }
    this.mark = { horizon, signatures };
    return changed;
  }
}
