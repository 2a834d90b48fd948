import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";

// The words search knows.

/**
 * The distinct words of offering titles and search text, for typo tolerance that scales: a misspelt query word
 * is matched against this small dictionary by trigram similarity, and the close words join the full-text query.
 */
export const searchTerms = pgTable("search_terms", { word: text("word").primaryKey() }, (t) => [
  index("search_terms_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);
