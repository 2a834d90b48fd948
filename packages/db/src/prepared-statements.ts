import { parse, protocol } from "@electric-sql/pglite";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { ExecutionAnswer } from "./execution-answer.ts";

// Statements the embedded database keeps prepared (docs/decisions/0086). PGlite sends each query as an unnamed
// statement in five separate calls into the database (parse, describe, bind, describe, execute) and a sixth to end it,
// so every execution parses, analyses and plans its text again: about 1 ms of a 1.7 ms primary-key read. Here a text
// is prepared once under a name, with its parameters' types and its rows' description kept; each later execution is
// one call (bind, execute, sync) that PostgreSQL answers from the prepared statement and its plan cache, as it does for
// a driver that prepares statements on a server.

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

/** What a prepared text needs to run again: its name, its parameters' types, and the description of its rows. */
interface Prepared {
  name: string;
  paramTypes: number[];
  /** The rows' description (absent for a statement that returns none), put before the rows as the server would. */
  rowDescription: BackendMessage | undefined;
}

/** The calls into the database this needs (PGlite's own). */
export type ProtocolPort = Pick<PGlite, "execProtocol" | "execProtocolRawStream" | "serializers" | "parsers">;

/** SQLSTATEs that mean a kept statement no longer fits: gone (a DEALLOCATE), or its result's shape changed by DDL. */
const STALE = new Set(["26000", "0A000"]);
/** How many texts are kept prepared by default; the least recently used is closed beyond it. */
export const PREPARED_LIMIT = 500;

function isStale(error: unknown): boolean {
  return typeof error === "object" && error !== null && STALE.has(String((error as { code?: unknown }).code));
}

/**
 * The prepared statements of one embedded database. Every method runs while the caller holds the database's query
 * mutex: nothing else is sent between its messages.
 */
export class PreparedStatements {
  private readonly kept = new Map<string, Prepared>();
  /** Names evicted from `kept`, closed when the next text is prepared outside a transaction block. */
  private closing: string[] = [];
  private sequence = 0;
  /** Where each execution's output is read (execution-answer.ts). */
  private readonly answer = new ExecutionAnswer();
  /**
   * Rows inserted, updated or deleted so far, as each statement's command reports them (a SELECT whose WITH writes
   * reports none): how the embedded database's vacuum knows that tables changed (embedded-vacuum.ts).
   */
  rowsChanged = 0;

  constructor(
    private readonly port: ProtocolPort,
    /** How many texts are kept prepared at most. */
    private readonly limit = PREPARED_LIMIT,
  ) {}

  /** Whether a query can take this path: options it would not honour (blobs, given parameter types, a notice callback) keep PGlite's. */
  static handles(options?: QueryOptions): boolean {
    return !options || (options.blob === undefined && options.paramTypes === undefined && options.onNotice === undefined);
  }

  /**
   * Runs `query` with `params` as a prepared statement, preparing it first if it is not kept. `inTransaction`: inside a
   * transaction block, where a failed statement fails the block, so a stale statement is forgotten but not retried.
   */
  async run<T>(query: string, params: unknown[] = [], options?: QueryOptions, inTransaction = false): Promise<Results<T>> {
    try {
      return await this.execute<T>(await this.prepared(query, inTransaction), params, options);
    } catch (error) {
      const stale = isStale(error) && this.kept.has(query);
      if (stale) this.forget(query);
      if (!stale || inTransaction) throw this.described(error, query, params, options);
    }
    // Prepared before a change of schema, or deallocated: prepared again, once.
    try {
      return await this.execute<T>(await this.prepared(query, false), params, options);
    } catch (error) {
      throw this.described(error, query, params, options);
    }
  }

  /** How many texts are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }

  private async prepared(query: string, inTransaction: boolean): Promise<Prepared> {
    const kept = this.kept.get(query);
    if (kept) {
      // Most recently used last, so the first in the map is the one to close.
      this.kept.delete(query);
      this.kept.set(query, kept);
      return kept;
    }
    if (!inTransaction && this.closing.length > 0) {
      // Outside a transaction block, so that a failure here cannot fail anyone's work; a name not there is no harm.
      const closes = this.closing.map((old) => protocol.serialize.close({ type: "S", name: old }));
      this.closing = [];
      await this.port.execProtocol(Buffer.concat([...closes, protocol.serialize.sync()]), { syncToFs: false, throwOnError: false });
    }
    const name = `u${++this.sequence}`;
    const { messages } = await this.port.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text: query }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    };
    this.kept.set(query, prepared);
    if (this.kept.size > this.limit) {
      const [oldest] = this.kept.keys();
      if (oldest !== undefined) this.forget(oldest);
    }
    return prepared;
  }

  private forget(query: string): void {
    const prepared = this.kept.get(query);
    if (!prepared) return;
    this.kept.delete(query);
    this.closing.push(prepared.name);
  }

  private async execute<T>(prepared: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const serializers = options?.serializers;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i] ?? 0;
      const serialize = serializers?.[oid] ?? this.port.serializers[oid];
      // As PGlite: a type without a serializer is sent as the value's own text.
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    this.answer.reset();
    await this.port.execProtocolRawStream(
      Buffer.concat([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onRawData: this.answer.collect },
    );
    const messages = this.answer.read();
    // The kept description goes in front of the rows, where the server would put it.
    if (prepared.rowDescription) messages.unshift(prepared.rowDescription);
    const [result] = parse.parseResults(messages, this.port.parsers, options);
    this.rowsChanged += result?.affectedRows ?? 0;
    return result as Results<T>;
  }

  /** The database's error with the query, as PGlite gives it (its message and SQLSTATE unchanged). */
  private described(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
    if (typeof error === "object" && error !== null && "code" in error) Object.assign(error, { query, params, queryOptions: options });
    return error;
  }
}
