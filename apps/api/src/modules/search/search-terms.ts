// The dictionary of known search words, in memory, for typo tolerance (decision 0006): a misspelt query word is
// looked up among the words of the catalogue by trigram similarity, as pg_trgm's `%` operator would in the
// database, without a round trip per search. The words live in the search_terms table; the dictionary reloads
// them whenever the catalogue changes (in this process or, through the catalogue notification, in another).

import { MIN_TYPO_WORD } from "@utsav/db";

/** pg_trgm's default similarity threshold (pg_trgm.similarity_threshold). */
export const SIMILARITY_THRESHOLD = 0.3;

/** A word's trigrams as pg_trgm makes them: the word padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const chars = [...padded];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(""));
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all distinct trigrams of the two words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * How many typos a query word may carry (decision 0006): none under MIN_TYPO_WORD letters, where a "typo" mostly
 * lands on another real word ('ab', 'lamp'), one up to 7 letters, two from 8 ('decoraton', 'marrigold').
 */
export function typosAllowed(word: string): number {
  if (word.length < MIN_TYPO_WORD) return 0;
  return word.length >= 8 ? 2 : 1;
}

/**
 * True when `b` is at most `max` edits from `a` (insert, delete, substitute, or swap two neighbours): the optimal
 * string alignment distance, stopped early once a row is past `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      // Every index read is inside the rows built so far; a cell that were not would count as out of reach.
      let d = Math.min((previous[j] ?? Infinity) + 1, (row[j - 1] ?? Infinity) + 1, (previous[j - 1] ?? Infinity) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? Infinity) + 1);
      row.push(d);
    }
    if (Math.min(...row) > max) return false;
    before = previous;
    previous = row;
  }
  return (previous[b.length] ?? Infinity) <= max;
}

/** True when `word` is a misspelling of `known` that typo tolerance accepts. */
export function isTypoOf(word: string, known: string): boolean {
  const max = typosAllowed(word);
  return max > 0 && withinEdits(word, known, max);
}

export class SearchTermDictionary {
  private readonly words = new Map<string, Set<string>>();
  private readonly wordsByTrigram = new Map<string, string[]>();
  private loading: Promise<void> | null = null;

  /** `load` reads every known word (from the search_terms table). */
  constructor(private readonly load: () => Promise<string[]>) {}

  get size(): number {
    return this.words.size;
  }

  /**
   * Reads the words again. Searches wait for a reload in progress, so a word just added is found at once; if the
   * reload fails they go on with the words they had.
   */
  reload(): Promise<void> {
    const loading = this.load().then((words) => {
      if (this.loading === loading) this.replace(words);
    });
    this.loading = loading;
    return loading.finally(() => {
      if (this.loading === loading) this.loading = null;
    });
  }

  /**
   * Up to `limit` known words spelt like `word` (similarity at least the threshold, and within the typos the word's
   * length allows), closest first, never the word itself: 'hampr' → ['hamper', 'hampers'].
   */
  async closeSpellings(word: string, limit = 3): Promise<string[]> {
    if (typosAllowed(word) === 0) return [];
    if (this.loading) await this.loading.catch(() => undefined);
    const grams = trigrams(word);
    const candidates = new Set<string>();
    for (const gram of grams) for (const known of this.wordsByTrigram.get(gram) ?? []) candidates.add(known);
    const lowered = word.toLowerCase();
    return [...candidates]
      .filter((known) => known !== lowered)
      .flatMap((known) => {
        const knownGrams = this.words.get(known);
        return knownGrams ? [{ known, score: similarity(grams, knownGrams) }] : [];
      })
      .filter(({ known, score }) => score >= SIMILARITY_THRESHOLD && isTypoOf(lowered, known))
      .sort((a, b) => b.score - a.score || (a.known < b.known ? -1 : 1))
      .slice(0, limit)
      .map(({ known }) => known);
  }

  private replace(words: string[]): void {
    this.words.clear();
    this.wordsByTrigram.clear();
    for (const word of words) {
      const grams = trigrams(word);
      this.words.set(word, grams);
      for (const gram of grams) {
        const list = this.wordsByTrigram.get(gram);
        if (list) list.push(word);
        else this.wordsByTrigram.set(gram, [word]);
      }
    }
  }
}
