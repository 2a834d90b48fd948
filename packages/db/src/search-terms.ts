import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** The searchable words of a text: lower-case runs of letters and digits. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Query words shorter than this are too ambiguous to correct: a typo of 'ab' or 'lamp' is mostly another word. */
export const MIN_TYPO_WORD = 5;

/** The dictionary keeps words from this length: a four-letter word ('cake') can be what a longer typo meant. */
const MIN_DICTIONARY_WORD = 4;

/**
 * Adds the words of the given texts to the search-term table, the dictionary that typo tolerance looks misspelt
 * words up in (it reloads when the catalogue changes). Numbers and words too short to correct are left out.
 */
export async function addSearchTerms(db: Db, texts: string[]): Promise<void> {
  const words = [...new Set(texts.flatMap((t) => searchWords(t)).filter((w) => w.length >= MIN_DICTIONARY_WORD && !/^\d+$/.test(w)))];
  for (let i = 0; i < words.length; i += 1000) {
    const chunk = words.slice(i, i + 1000);
    await db.execute(
      sql`insert into search_terms (word) select unnest(array[${sql.join(
        chunk.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) on conflict do nothing`,
    );
  }
}
