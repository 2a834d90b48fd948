import { useEffect } from "react";
import { getHome } from "@utsav/api-client/catalogue/get-home";
import type { Route } from "./+types/home";
import { heroSrcSet } from "../features/catalogue/home/hero-banner";
import { WidgetList, widgetViews } from "../features/catalogue/home/widget-list";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { useChosenLocality } from "../shared/lib/chosen-locality";
import { lazyScreen } from "../shared/ui/lazy-screen";
import { PageNotice } from "../shared/ui/page-notice";
import { Skeleton } from "../shared/ui/skeleton";

// The notify-me box loads with its own chunk, react-hook-form with it, so neither is in the page's first load; the
// server renders it with the page (docs/decisions/0030).
const NotifyMeForm = lazyScreen(
  () => import("../features/waitlist/notify-me-form").then((m) => m.NotifyMeForm),
  <Skeleton width="min(520px, 100%)" height={76} radius={12} />,
);

export async function loader({ context }: Route.LoaderArgs) {
  const home = await apiData(context.api, getHome);
  return { home: { ...home, widgets: widgetViews(home.widgets) }, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Utsav · Decor, gifts and sweets for every celebration in Bengaluru",
    description:
      "Book party and office decor, outdoor lighting and flower decor, and order festive and corporate gift hampers and sweets from trusted Bengaluru vendors.",
    path: paths.home(),
    origin: data?.origin,
    image: "/assets/images/hero/hero-1280.webp",
  });
}

// The hero picture is the largest thing on the first screen: lib/critical-links.tsx names it first in <head>.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", type: "image/avif", imageSrcSet: heroSrcSet("avif"), imageSizes: "100vw", fetchPriority: "high" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  // application §2: the page scrolls to top when home data is replaced.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [loaderData.home]);
  // The band names the consumer's chosen locality, which the root loader reads (decision 0022).
  const { locality } = useChosenLocality();
  // A notice the navigation carried: that the account was deleted (docs/decisions/0031).
  return (
    <>
      <PageNotice />
      <WidgetList widgets={loaderData.home.widgets} locality={locality} renderNotifyMe={(props) => <NotifyMeForm {...props} />} />
    </>
  );
}
