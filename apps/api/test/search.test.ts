import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { envelope, errorEnvelopeSchema, searchPageDataSchema, suggestionsSchema } from "@utsav/domain";
import type { SearchResult } from "@utsav/domain";
import { queryRows } from "@utsav/db";
import { buildTestApp, searchResult } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const search = (body: object) => searchResult(app, body);
const ids = (r: SearchResult) => r.results.map((o) => o.id);
const vendorOf = (id: string) => CATALOGUE.vendors.find((v) => v.key === CATALOGUE.offerings.find((o) => o.id === id)!.vendorKey)!;

describe("POST /api/search: matching (application §5, catalogue §5)", () => {
  it("matches the title case-insensitively and ranks title matches first", async () => {
    const result = await search({ query: "HAMPER", limit: 100 });
    expect(result.totalResults).toBeGreaterThan(20);
    const titleHits = result.results.filter((o) => o.title.toLowerCase().includes("hamper"));
    expect(result.results.slice(0, titleHits.length).every((o) => o.title.toLowerCase().includes("hamper"))).toBe(true);
  });

  it("matches the vendor name", async () => {
    const result = await search({ query: "Jaya Studio", limit: 100 });
    expect(ids(result).sort()).toEqual(["JSS1", "JSS2"]);
  });

  it("matches the category", async () => {
    const result = await search({ query: "sweets", limit: 100 });
    expect(result.results.filter((o) => o.category === "sweets")).toHaveLength(11);
  });

  it("writes a changed title straight into the search indexes, so no search scans a list of pending changes", async () => {
    let pending: { words: number; title: number } | undefined;
    // The change is rolled back: the catalogue the other tests search stays as it was.
    await app.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update offerings set title = title || ' Zephyrine' where id = 'JSS1'`);
        [pending] = await queryRows<{ words: number; title: number }>(
          tx,
          sql`select gin_clean_pending_list('offerings_search_vector_idx'::regclass)::int as words, gin_clean_pending_list('offerings_title_trgm_idx'::regclass)::int as title`,
        );
        tx.rollback();
      })
      .catch(() => undefined);
    expect(pending).toEqual({ words: 0, title: 0 });
  });

  it("matches two letters at word starts only: 'ab' is not inside 'Tableware' or 'Baby'", async () => {
    const result = await search({ query: "ab", limit: 100 });
    expect(result.results.map((o) => o.title)).not.toContain("Kansa Tableware Festive Hamper");
    expect(result.results.map((o) => o.title)).not.toContain("Crochet Baby Shower Welcome Basket");
    // From three letters a title may contain the text anywhere.
    expect((await search({ query: "abl", limit: 100 })).results.map((o) => o.title)).toContain("Kansa Tableware Festive Hamper");
  });

  it("matches word prefixes: 'lightin' and 'marigo'", async () => {
    expect((await search({ query: "lightin", limit: 100 })).results.some((o) => o.id === "ZS1")).toBe(true);
    const marigold = await search({ query: "marigo", limit: 100 });
    expect(marigold.results.length).toBeGreaterThan(0);
    expect(marigold.results[0]!.title).toMatch(/marigold/i);
  });

  it("finds nothing for a query under 2 characters, with success true", async () => {
    for (const query of ["", " ", "a", " b "]) {
      const result = await search({ query });
      expect(result).toMatchObject({ results: [], totalResults: 0, hasMore: false });
    }
  });

  it("finds nothing for nonsense, without failing", async () => {
    expect((await search({ query: "zzqxv wplk" })).totalResults).toBe(0);
    expect((await search({ query: "%_\\'; drop table offerings; --" })).totalResults).toBe(0);
  });
});

describe("POST /api/search: filters, sort and paging", () => {
  it("filters by category list", async () => {
    const result = await search({ query: "diwali", filters: { category: ["decor"] }, limit: 100 });
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.every((o) => o.category === "decor")).toBe(true);
  });

  it("filters by location, matching the vendor name (and area)", async () => {
    const byName = await search({ query: "lights", filters: { location: "zenith" }, limit: 100 });
    expect(ids(byName).sort()).toEqual(["ZS1", "ZS2"]);
    const byArea = await search({ query: "decor", filters: { location: "KR Puram" }, limit: 100 });
    expect(byArea.results.length).toBeGreaterThan(0);
    expect(byArea.results.every((o) => vendorOf(o.id).area === "KR Puram")).toBe(true);
  });

  it("filters by price range and rating, inclusively", async () => {
    const result = await search({ query: "hamper", filters: { priceRange: { min: 1000, max: 2000 }, rating: 4.5 }, limit: 100 });
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.every((o) => o.price >= 1000 && o.price <= 2000 && o.rating >= 4.5)).toBe(true);
  });

  it("filters verified vendors only", async () => {
    const result = await search({ query: "flower", filters: { verified: true }, limit: 100 });
    expect(result.results.every((o) => vendorOf(o.id).verified)).toBe(true);
    expect(result.results.some((o) => o.id.startsWith("SHIVA"))).toBe(false);
  });

  it.each([
    ["price_asc", (a: number, b: number) => a <= b, "price"],
    ["price_desc", (a: number, b: number) => a >= b, "price"],
    ["rating_desc", (a: number, b: number) => a >= b, "rating"],
  ] as const)("sorts by %s", async (sort, inOrder, field) => {
    const result = await search({ query: "hamper", sort, limit: 100 });
    const values = result.results.map((o) => o[field]);
    expect(values.every((v, i) => i === 0 || inOrder(values[i - 1]!, v))).toBe(true);
  });

  it("pages with offset and limit, reporting hasMore", async () => {
    const all = await search({ query: "hamper", limit: 100 });
    const first = await search({ query: "hamper", limit: 10, offset: 0 });
    const second = await search({ query: "hamper", limit: 10, offset: 10 });
    expect(first.hasMore).toBe(true);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 20));
    const last = await search({ query: "hamper", limit: 10, offset: all.totalResults - 3 });
    expect(last.results).toHaveLength(3);
    expect(last.hasMore).toBe(false);
    expect((await search({ query: "hamper", offset: 5000 })).results).toEqual([]);
  });

  it("counts facets over what matches", async () => {
    const result = await search({ query: "diwali", limit: 100 });
    const facet = (field: string) => result.facets.find((f) => f.field === field)!;
    expect(result.facets.map((f) => f.field)).toEqual(["category", "occasion", "location", "rating", "priceRange", "verified"]);
    const categoryTotal = facet("category").values.reduce((sum, v) => sum + v.count, 0);
    expect(categoryTotal).toBe(result.totalResults);
    const gifts = result.results.filter((o) => o.category === "gifts").length;
    if (result.totalResults <= 100) expect(facet("category").values.find((v) => v.value === "gifts")?.count ?? 0).toBe(gifts);
    expect(facet("priceRange")).toMatchObject({ fieldType: "range" });
    expect(facet("priceRange").rangeValue!.minValue).toBeLessThanOrEqual(facet("priceRange").rangeValue!.maxValue);
    expect(facet("rating").values.map((v) => v.label)).toEqual(expect.arrayContaining(["4 & Above"]));
    expect(result.sortOptions.map((o) => o.value)).toEqual(["rating_desc", "price_asc", "price_desc"]);
  });
});

describe("POST /api/search: bad input", () => {
  it.each([
    [{ query: "hamper", sort: "cheapest" }, /sort must be one of/],
    [{ query: "hamper", offset: -1 }, /offset must not be negative/],
    [{ query: "hamper", limit: 101 }, /limit must be between 1 and 100/],
    [{ query: "hamper", filters: { priceRange: { min: 5000, max: 100 } } }, /min must not exceed/],
    [{ query: "hamper", filters: { rating: 6 } }, /rating must be between 0 and 5/],
    [{ query: "hamper", filters: { rating: -1 } }, /rating must be between 0 and 5/],
    [{ query: 42 }, /^Query must be text$/],
    [{}, /^Query is required$/],
  ])("rejects %j with 400", async (body, message) => {
    const response = await app.inject({ method: "POST", url: "/api/search", payload: body });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).errorMessage).toMatch(message);
  });
});

describe("POST /api/search/suggestions", () => {
  it("answers in sections Top Offerings, Categories, Occasions with at most sectionLimit items", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/search/suggestions",
      payload: { query: "diwali", sectionLimit: 3, searchId: "diwali-1-x" },
    });
    const data = envelope(suggestionsSchema).parse(response.json()).data;
    expect(data.sections.map((s) => s.title)).toEqual(["Top Offerings", "Categories", "Occasions"]);
    for (const section of data.sections) expect(section.items.length).toBeLessThanOrEqual(3);
    expect(data.sections[0]!.items.length).toBe(3);
    expect(data.sections[2]!.items.map((i) => i.title)).toContain("Diwali");
  });

  it("defaults to 3 per section, honours a category filter and suggests vendors", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/search/suggestions",
      payload: { query: "hoovu", filters: { category: ["decor"] } },
    });
    const top = envelope(suggestionsSchema).parse(response.json()).data.sections[0]!.items;
    expect(top.length).toBeLessThanOrEqual(3);
    // Its id is its store's slug: the suggestion opens the vendor's page (docs/decisions/0059).
    expect(top[0]).toMatchObject({ type: "vendor", title: "Hoovu Kala Flower Decor", id: "hoovu-kala-flower-decor" });
    expect(top.filter((i) => i.type === "offering").every((i) => i.category === "decor")).toBe(true);
  });

  it("suggests titles that contain the text within a word, and ranks title matches above other matches", async () => {
    const suggest = async (query: string) =>
      envelope(suggestionsSchema)
        .parse((await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query, sectionLimit: 10 } })).json())
        .data.sections[0]!.items.filter((i) => i.type === "offering");
    const within = await suggest("amper");
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((i) => i.title.toLowerCase().includes("amper"))).toBe(true);
    // "gift" matches every offering of the gifts category by its words; those whose titles say it come first.
    const titles = CATALOGUE.offerings.filter((o) => o.title.toLowerCase().includes("gift")).length;
    const top = await suggest("gift");
    expect(titles).toBeGreaterThan(0);
    expect(top.slice(0, Math.min(titles, 10)).every((i) => i.title.toLowerCase().includes("gift"))).toBe(true);
  });

  it("returns no sections under 2 characters, and rejects a bad sectionLimit", async () => {
    const short = await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query: "d" } });
    expect(short.json()).toEqual({ success: true, data: { sections: [] }, errorMessage: null });
    const bad = await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query: "decor", sectionLimit: 50 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/search/page-data", () => {
  it("lists All (empty value) first, then the categories", async () => {
    const response = await app.inject({ method: "GET", url: "/api/search/page-data" });
    const data = envelope(searchPageDataSchema).parse(response.json()).data;
    expect(data.filters.categories[0]).toEqual({ id: "all", label: "All", value: "" });
    expect(data.filters.categories.slice(1).map((c) => c.value)).toEqual(["decor", "gifts", "sweets"]);
  });
});

describe("search and suggestion answers are kept until the catalogue changes", () => {
  it("answers the same question the same way whatever its case and surrounding spaces", async () => {
    const a = await app.inject({ method: "POST", url: "/api/search", payload: { query: "Brass Diya" } });
    const b = await app.inject({ method: "POST", url: "/api/search", payload: { query: "  brass diya " } });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.headers["content-type"]).toMatch(/^application\/json/);
    const suggestions = await app.inject({ method: "POST", url: "/api/search/suggestions", payload: { query: "Brass" } });
    expect(envelope(suggestionsSchema).parse(suggestions.json()).data.sections[0]!.items.length).toBeGreaterThan(0);
  });

  it("answers a repeated question from the cache whatever its searchId, and computes it again after a change", async () => {
    const ask = async (searchId: string) => ids(await search({ searchId, query: "Jaya Studio", limit: 100 }));
    try {
      expect(await ask("search:jaya-1")).toContain("JSS1");
      // Changed behind the catalogue's back, so only a computed answer can see it.
      await app.database.db.execute(sql`update offerings set status = 15 where id = 'JSS1'`);
      expect(await ask("search:jaya-2")).toContain("JSS1");
      app.catalogue.invalidate();
      expect(await ask("search:jaya-3")).not.toContain("JSS1");
    } finally {
      await app.database.db.execute(sql`update offerings set status = 10 where id = 'JSS1'`);
      app.catalogue.invalidate();
    }
  });

  it("never answers a POST with 304, whatever If-None-Match says, and sends no ETag with it", async () => {
    const first = await app.inject({ method: "POST", url: "/api/search", payload: { query: "diya" } });
    expect(first.headers.etag).toBeUndefined();
    const again = await app.inject({ method: "POST", url: "/api/search", payload: { query: "diya" }, headers: { "if-none-match": "*" } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });
});
