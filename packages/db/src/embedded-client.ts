import { PGlite, types } from "@electric-sql/pglite";
import type { PGliteOptions, QueryOptions, Results } from "@electric-sql/pglite";

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
 * any other parsers a query brings are kept.
 */
export class EmbeddedClient extends PGlite {
  static async open(dataDir: string | null, options: PGliteOptions): Promise<EmbeddedClient> {
    const client = new EmbeddedClient({ ...options, dataDir: dataDir ?? undefined, parsers: TEXT_PARSERS });
    await client.waitReady;
    // Starting up installs a parser for every array type, over the array types' entries above.
    Object.assign(client.parsers, TEXT_PARSERS);
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const parsers = options?.parsers;
    if (parsers && Object.keys(parsers).every((oid) => Number(oid) in TEXT_PARSERS && isTextParser(parsers[Number(oid)], Number(oid)))) {
      const { parsers: _given, ...rest } = options;
      return super.query<T>(query, params, rest);
    }
    return super.query<T>(query, params, options);
  }
}
