import { getCollection } from "@utsav/api-client/catalogue/get-collection";
import { listOfferings } from "@utsav/api-client/catalogue/list-offerings";
import { listStores } from "@utsav/api-client/stores/list-stores";
import { COLLECTIONS } from "@utsav/catalogue";
import type { Route } from "./+types/sitemap";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: the browsing pages, every collection, every live offering and every vendor's store (a server-only route). */
export async function loader({ context }: Route.LoaderArgs) {
  const offerings: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await apiData(context.api, (api) => listOfferings(api, { limit: 100, offset }));
    offerings.push(...page.offerings.map((o) => o.navRef));
    if (!page.hasMore) break;
  }
  const { stores } = await apiData(context.api, listStores);
  const collections = await Promise.all(
    COLLECTIONS.map(({ slug }) => apiData(context.api, (api) => getCollection(api, slug, { limit: 1 })).then(() => paths.collection(slug))),
  );
  const urls = [
    paths.home(),
    paths.section("decor"),
    paths.section("gifts"),
    paths.section("sweets"),
    paths.section("corporate"),
    paths.offerings(),
    paths.requestProposals(),
    paths.vendors(),
    paths.blog(),
    ...collections,
    ...offerings,
    ...stores.map((store) => store.navRef),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${xmlEscape(`${context.origin}${u}`)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
