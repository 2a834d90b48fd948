import { useEffect } from "react";
import { getHome } from "@utsav/api-client/catalogue/get-home";
import type { Route } from "./+types/home";
import { heroSrcSet } from "../features/catalogue/home/hero-banner";
import { WidgetList, widgetViews } from "../features/catalogue/home/widget-list";
import { NotifyMeForm } from "../features/waitlist/notify-me-form";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

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
  return <WidgetList widgets={loaderData.home.widgets} renderNotifyMe={(props) => <NotifyMeForm {...props} />} />;
}
