import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelope, suggestionsSchema } from "@utsav/domain";
import { queryRows } from "@utsav/db";
import { isTypoOf, SearchTermDictionary, similarity, trigrams, withinEdits } from "../src/modules/search/search-terms.ts";
import { buildTestApp, searchResult } from "./helper.ts";

// Typo tolerance (decision 0006): which words are corrected, when, and the dictionary that finds close spellings.

let app: FastifyInstance;
const search = (body: object) => searchResult(app, body);
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("POST /api/search: misspelt words", () => {
  it("tolerates one typo: 'hampr' finds hampers", async () => {
    const result = await search({ query: "hampr", limit: 100 });
    expect(result.totalResults).toBeGreaterThan(10);
    expect(result.results[0]!.title.toLowerCase()).toContain("hamper");
  });

  it("corrects a typo only in words of 5 letters or more, and only when what was typed finds few", async () => {
    // 'lighting' finds its own offerings, so 'living' (a close spelling by trigrams) is not searched for.
    const lighting = await search({ query: "lighting", limit: 100 });
    expect(lighting.totalResults).toBeGreaterThanOrEqual(5);
    expect(lighting.results.every((o) => /lighting/i.test(o.title) || o.category === "decor")).toBe(true);
    expect(lighting.results.map((o) => o.title)).not.toContain("Sustainable Living Eco Hamper");
    // 'lightng' finds nothing as typed: one typo away, it finds the lighting.
    const typo = await search({ query: "lightng", limit: 100 });
    expect(typo.results.map((o) => o.id).sort()).toEqual(
      lighting.results
        .filter((o) => /lighting/i.test(o.title))
        .map((o) => o.id)
        .sort(),
    );
    // 'living' is three edits from 'lighting': too far for a 6-letter word.
    expect((await search({ query: "living", limit: 100 })).results.map((o) => o.title)).toEqual(["Sustainable Living Eco Hamper"]);
  });

  it("decides whether a word is misspelt from the words alone, with filters or without", async () => {
    // With a filter, 'hampr' finds that category's hampers, as it finds all of them without one.
    const filtered = await search({ query: "hampr", filters: { category: ["gifts"] }, limit: 100 });
    expect(filtered.totalResults).toBeGreaterThan(0);
    expect(filtered.results.every((o) => o.category === "gifts")).toBe(true);
    expect(filtered.results[0]!.title.toLowerCase()).toContain("hamper");
    // A filter that leaves none of the lighting does not make 'lighting' a typo: 'living' is still not searched for.
    const none = await search({ query: "lighting", filters: { category: ["gifts"] }, limit: 100 });
    expect(none.results.map((o) => o.title)).not.toContain("Sustainable Living Eco Hamper");
    // Nor is the dictionary asked for its close spellings: it is asked only when the words find few (questions not
    // asked before, so that the search cache does not answer them).
    const asked = vi.spyOn(app.searchTerms, "closeSpellings");
    try {
      await search({ query: "lighting", filters: { category: ["sweets"], verified: true }, limit: 100 });
      await search({ query: "lighting", offset: 1, limit: 100 });
      expect(asked).not.toHaveBeenCalled();
      await search({ query: "lightng", filters: { category: ["sweets"], verified: true }, limit: 100 });
      expect(asked).toHaveBeenCalledWith("lightng");
    } finally {
      asked.mockRestore();
    }
  });

  it("counts typos as edits: one up to 7 letters, two from 8, none under 5", () => {
    expect(withinEdits("hampr", "hamper", 1)).toBe(true);
    expect(withinEdits("hmaper", "hamper", 1)).toBe(true);
    expect(withinEdits("living", "lighting", 2)).toBe(false);
    expect(isTypoOf("hampr", "hamper")).toBe(true);
    expect(isTypoOf("lamp", "lamb")).toBe(false);
    expect(isTypoOf("marrigold", "marigold")).toBe(true);
    expect(isTypoOf("marrigld", "marigold")).toBe(true);
    expect(isTypoOf("swets", "sets")).toBe(true);
    expect(isTypoOf("living", "lighting")).toBe(false);
  });
});

describe("POST /api/search/suggestions: misspelt words", () => {
  it("suggests offerings for a misspelt word, within a category too, and corrects only words that find few", async () => {
    const offerings = async (query: string, filters?: object) =>
      envelope(suggestionsSchema)
        .parse((await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query, filters, sectionLimit: 10 } })).json())
        .data.sections[0]!.items.filter((i) => i.type === "offering");
    const hampers = await offerings("hampr");
    expect(hampers.length).toBeGreaterThan(0);
    expect(hampers.every((i) => i.title.toLowerCase().includes("hamper"))).toBe(true);
    const gifts = await offerings("hampr", { category: ["gifts"] });
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((i) => i.category === "gifts" && i.title.toLowerCase().includes("hamper"))).toBe(true);
    // 'lighting' finds its own offerings, so 'living' is not looked for.
    expect((await offerings("lighting")).map((i) => i.title)).not.toContain("Sustainable Living Eco Hamper");
  });

  it("tolerates a typo in categories and occasions", async () => {
    const response = await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query: "swets" } });
    const data = envelope(suggestionsSchema).parse(response.json()).data;
    expect(data.sections[1]!.items.map((i) => i.title)).toContain("Sweets");
  });
});

describe("the typo dictionary (in memory, as pg_trgm in the database)", () => {
  const WORDS = ["hampr", "lightng", "marigo", "flowr", "swets", "diwaali", "kaju", "quokkka", "décor", "ab"];

  it("scores two words as pg_trgm's similarity does", async () => {
    const known = ["hamper", "lighting", "marigold", "flowers", "sweets", "diwali", "katli", "quokka", "decor", "abc"];
    for (const [i, word] of WORDS.entries()) {
      const [row] = await queryRows<{ score: number }>(app.database.db, sql`select similarity(${word}, ${known[i]!}) as score`);
      expect(similarity(trigrams(word), trigrams(known[i]!)), `${word} ~ ${known[i]}`).toBeCloseTo(Number(row!.score), 5);
    }
  });

  it("finds the close spellings the database finds among the search terms, closest first, within the typos allowed", async () => {
    const dictionary = new SearchTermDictionary(async () =>
      (await queryRows<{ word: string }>(app.database.db, sql`select word from search_terms`)).map((r) => r.word),
    );
    await dictionary.reload();
    expect(dictionary.size).toBeGreaterThan(100);
    for (const word of WORDS) {
      const rows = await queryRows<{ word: string; score: number }>(
        app.database.db,
        sql`select word, similarity(word, ${word}) as score from search_terms where word % ${word} and word <> ${word} order by score desc, word`,
      );
      const accepted = rows.map((r) => r.word).filter((known) => isTypoOf(word, known));
      expect(await dictionary.closeSpellings(word), word).toEqual(accepted.slice(0, 3));
    }
  });

  it("goes on with the words it had when a reload fails, and has the new ones after one succeeds", async () => {
    let words = ["hamper"];
    let failing = false;
    const dictionary = new SearchTermDictionary(async () => {
      if (failing) throw new Error("database away");
      return words;
    });
    await dictionary.reload();
    failing = true;
    await expect(dictionary.reload()).rejects.toThrow("database away");
    expect(await dictionary.closeSpellings("hampr")).toEqual(["hamper"]);
    failing = false;
    words = ["hamper", "hamps"];
    void dictionary.reload();
    expect(await dictionary.closeSpellings("hampr")).toEqual(["hamps", "hamper"]);
  });
});
