import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, types } from "@electric-sql/pglite";
import type { PGliteOptions, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { PreparedStatements } from "./prepared-statements.ts";

/** The types drizzle reads as text (timestamps, dates, intervals and their arrays, numeric arrays). */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const TEXT_PARSERS = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));

/** Whether a parser a caller gives hands text back as it is, as the text parsers above do. */
function isTextParser(parse: ((value: string, typeId: number) => unknown) | undefined, oid: number): boolean {
  return parse?.("x", oid) === "x";
}

/**
 * PGlite for drizzle. Drizzle hands PGlite its parsers with every query, and PGlite then copies its whole table of
 * about 320 type parsers to merge them: some 80 µs and 120 KB of garbage per statement, most of a search's
 * allocations. Here the embedded database is given those parsers once, and a query's own copy of them is dropped;
 * any other parsers a query brings are kept. Queries run as prepared statements (prepared-statements.ts), in and out of
 * transactions.
 */
export class EmbeddedClient extends PGlite {
  private readonly statements = new PreparedStatements(this);
  /** Until when (performance.now()) each statement waits a turn of the event loop first (makeWay). */
  private wayUntil = 0;

  /** Rows its statements have inserted, updated or deleted, in and out of transactions (embedded-vacuum.ts). */
  rowsChanged(): number {
    return this.statements.rowsChanged;
  }

  /**
   * For the next `ms`, each statement first waits for a turn of the event loop (docs/decisions/0091). A statement here
   * runs inside the caller's microtasks, so a busy process runs every queued request to its end before the event loop
   * turns, and the server accepts one new connection a turn: a burst of new connections onto a saturated process
   * waited seconds to be accepted. The server calls this as each connection arrives, so turns stay short while
   * connections are arriving, and statements run back to back otherwise.
   */
  makeWay(ms: number): void {
    this.wayUntil = Math.max(this.wayUntil, performance.now() + ms);
  }

  /** Whether statements now wait for a turn of the event loop first (makeWay). */
  private makingWay(): boolean {
    return this.wayUntil > performance.now();
  }

  static async open(dataDir: string | null, options: PGliteOptions): Promise<EmbeddedClient> {
    const client = new EmbeddedClient({ ...options, dataDir: dataDir ?? undefined, parsers: TEXT_PARSERS });
    await client.waitReady;
    // Starting up installs a parser for every array type, over the array types' entries above.
    Object.assign(client.parsers, TEXT_PARSERS);
    return client;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const own = ownOptions(options);
    if (!PreparedStatements.handles(own)) return super.query<T>(query, params, own);
    if (this.makingWay()) await nextTurn();
    // As PGlite's own query: a closed database says so ("PGlite is closed"), which the API answers with 503.
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const result = await this.statements.run<T>(query, params, own);
        await this.syncToFs();
        return result;
      }),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // The transaction as PGlite gives it (its exec, rollback and state), its queries prepared too.
      const prepared: Transaction = Object.create(tx) as Transaction;
      prepared.query = <R>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        const own = ownOptions(options);
        if (!PreparedStatements.handles(own)) return tx.query<R>(query, params, own);
        const run = () =>
          tx.closed
            ? Promise.reject(new Error("Transaction is closed"))
            : this._runExclusiveQuery(() => this.statements.run<R>(query, params, own, true));
        return this.makingWay() ? nextTurn().then(run) : run();
      };
      return callback(prepared);
    });
  }
}

/** A query's options without its copy of the parsers the database already has (see EmbeddedClient). */
function ownOptions(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (parsers && Object.keys(parsers).every((oid) => Number(oid) in TEXT_PARSERS && isTextParser(parsers[Number(oid)], Number(oid)))) {
    const { parsers: _given, ...rest } = options;
    return rest;
  }
  return options;
}
