import type autocannon from "autocannon";
import { load, startServer } from "./lib.ts";
import type { LoadResult } from "./lib.ts";

// Uncached search under concurrency: the production server on the benchmark's database, the search cache off, 50
// connections sending searches round a list of questions (words, filters, sorts, pages), for a fixed time.

const QUESTIONS: object[] = [
  { query: "hamper" },
  { query: "diwali gift" },
  { query: "decor", filters: { location: "HSR Layout", verified: true } },
  { query: "kaju katli" },
  { query: "hampr" },
  { query: "hamper", filters: { category: ["gifts"], priceRange: { min: 1000, max: 5000 }, rating: 4 } },
  { query: "gift", sort: "rating_desc" },
  { query: "sweets", offset: 400, limit: 100 },
  { query: "lightng" },
  { query: "brass diya", sort: "price_asc" },
];

export async function searchUnderLoad(env: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const server = await startServer({ ...env, WEB: "off", SEARCH_CACHE_ENTRIES: "0", RATE_LIMIT_MULTIPLIER: "100000" });
  try {
    let turn = 0;
    const search: autocannon.Request = {
      method: "POST",
      path: "/api/search",
      setupRequest: (req) => ({
        ...req,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(QUESTIONS[turn++ % QUESTIONS.length]),
      }),
    };
    // Warm up: the server's first answers compile its hot paths.
    await load("warm-up", server.url, { connections: 4, seconds: 2, requests: [search] });
    return await load(`uncached search, ${connections} connections`, server.url, { connections, seconds, requests: [search] });
  } finally {
    await server.stop();
  }
}
