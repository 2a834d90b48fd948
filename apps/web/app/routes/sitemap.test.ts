import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@utsav/catalogue";
import { loader } from "./sitemap";

// sitemap.xml lists every vendor's store besides the offerings (docs/decisions/0059).

type LoaderArgs = Parameters<typeof loader>[0];

describe("sitemap.xml", () => {
  it("lists every store with an offering on sale", async () => {
    const answers: Record<string, unknown> = {
      "/api/offerings?limit=100&offset=0": { offerings: [{ navRef: "/offerings/chai-time-dgc5" }], totalCount: 1, hasMore: false },
      "/api/public/stores": {
        stores: [{ slug: "deepam-gifts-and-decor", navRef: "/stores/deepam-gifts-and-decor", name: "Deepam Gifts & Decor" }],
      },
      ...Object.fromEntries(COLLECTIONS.map(({ slug }) => [`/api/collections/${slug}?limit=1`, { offerings: [] }])),
    };
    const api = {
      get: async (path: string) =>
        path in answers
          ? { status: 200, body: { success: true, data: answers[path], errorMessage: null } }
          : { status: 404, body: { success: false, data: null, errorMessage: `no ${path}` } },
      post: async () => ({ status: 405, body: { success: false, data: null, errorMessage: "no" } }),
    };
    const response = await loader({ context: { api, origin: "https://utsav.example", nonce: "" } } as unknown as LoaderArgs);
    const xml = await response.text();
    expect(xml).toContain("<loc>https://utsav.example/stores/deepam-gifts-and-decor</loc>");
    expect(xml).toContain("<loc>https://utsav.example/offerings/chai-time-dgc5</loc>");
  });
});
