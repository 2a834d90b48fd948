import type { Route } from "./+types/offerings";
import { loadAllOfferings } from "../features/catalogue/offering-list/list-loaders.server";
import { OfferingList } from "../features/catalogue/offering-list/offering-list";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";

const TITLE = "All Offerings";

export async function loader({ context }: Route.LoaderArgs) {
  return { offerings: await loadAllOfferings(context.api), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: `${TITLE} · Utsav`,
    description: "Every decor service, gift hamper and sweet box on Utsav in Bengaluru: filter by price, rating, category and vendor.",
    path: paths.offerings(),
    origin: data?.origin,
  });
}

export default function OfferingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: TITLE }]} />
      {/* spec: application §2 "3-column grid on the list page" */}
      <OfferingList title={TITLE} offerings={loaderData.offerings} columns={3} />
    </div>
  );
}
