import { isHomeSection } from "@utsav/domain/client";
import { getHome } from "@utsav/api-client/catalogue/get-home";
import { data } from "react-router";
import type { Route } from "./+types/section";
import { WidgetList, widgetViews } from "../features/catalogue/home/widget-list";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { lazyScreen } from "../shared/ui/lazy-screen";
import { Skeleton } from "../shared/ui/skeleton";

// The notify-me box loads with its own chunk, react-hook-form with it, so neither is in the page's first load; the
// server renders it with the page (docs/decisions/0030).
const NotifyMeForm = lazyScreen(
  () => import("../features/waitlist/notify-me-form").then((m) => m.NotifyMeForm),
  <Skeleton width="min(520px, 100%)" height={76} radius={12} />,
);

const DESCRIPTIONS: Record<string, string> = {
  decor: "Office decor, home flower decor and festive lighting from Bengaluru decorators you can book online.",
  gifts: "Gift hampers for your team and your loved ones, from Bengaluru's gifting houses.",
  sweets: "Small-batch festive sweets made with jaggery, dates and dry fruits.",
  corporate: "Corporate gift hampers under every budget, office decor and sweets for your team.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.replace(/^\/|\/$/g, "");
  if (!isHomeSection(section)) throw data(null, { status: 404 });
  const home = await apiData(context.api, (api) => getHome(api, { section }));
  const widgets = widgetViews(home.widgets.filter((w) => w.type !== "header" && w.type !== "explore_section"));
  return { section, home: { ...home, widgets }, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    title: `${data.home.title} · Utsav`,
    description: DESCRIPTIONS[data.section] ?? "",
    path: paths.section(data.section),
    origin: data.origin,
  });
}

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <div className="container" style={{ paddingTop: 24 }}>
        <h1 className="page-title">{home.title}</h1>
      </div>
      <WidgetList widgets={home.widgets} renderNotifyMe={(props) => <NotifyMeForm {...props} />} />
    </>
  );
}
