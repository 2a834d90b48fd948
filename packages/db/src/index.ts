// The database: its schema, the client for PGlite and PostgreSQL, the seed, and the writes that keep derived data
// (search text, search terms) right. The embedded client has an entry of its own (@utsav/db/embedded-client): the
// client loads PGlite only when it is the database in use.
export * from "./schema/index.ts";
export { asDate, CONNECT_TIMEOUT_MS, isDatabaseUnavailable, openDatabase, queryRows, uniqueViolation } from "./client.ts";
export type { Database, DatabaseConfig, Db, ListenHandlers, RowsResultHKT, Schema } from "./client.ts";
export type { ReadRouting, ReplicaConfig } from "./replica.ts";
export { allOf, anyOf, requireRow } from "./rows.ts";
export { builtOnce, UNNAMED } from "./built-once.ts";
export { advisoryLock, KeyedQueue } from "./serial.ts";
export { catalogueVersion, seedCatalogue } from "./seed.ts";
export { writeVendorFigures } from "./vendor-figures.ts";
export type { VendorFigures } from "./vendor-figures.ts";
export { prepareEmbeddedDir } from "./prepare-embedded.ts";
export { writeEmbeddedImage } from "./embedded-image.ts";
export { prepareDatabase } from "./prepare-database.ts";
export { addSearchTerms, MIN_TYPO_WORD, searchWords } from "./search-terms.ts";
export { CATEGORY_WORDS, searchTextFor } from "./search-text.ts";
