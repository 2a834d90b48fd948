import { getSearchPageData } from "@utsav/api-client/search/get-search-page-data";
import type { Route } from "./+types/search";
import { SearchPage } from "../features/search/search-page";
import { loadFirstResults } from "../features/search/search-loader.server";
import { parseSearchParams } from "../features/search/search-params";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = parseSearchParams(new URL(request.url).searchParams);
  const [pageData, firstPage] = await Promise.all([apiData(context.api, getSearchPageData), loadFirstResults(search, context.api)]);
  return { categories: pageData.filters.categories, search, firstPage, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  const tags = seo({
    title: "Search · Utsav",
    description:
      "Search decor services, gift hampers and sweets from Bengaluru vendors: filter by category, occasion, area, rating and price.",
    path: paths.search(),
    origin: data?.origin,
  });
  // A results page is one of endless query variations: keep it out of search engines.
  return data?.search.q ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage categories={loaderData.categories} search={loaderData.search} firstPage={loaderData.firstPage} />;
}
