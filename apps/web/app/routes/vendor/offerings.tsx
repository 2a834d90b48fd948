import type { Route } from "./+types/offerings";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const OfferingListPage = lazyScreen(() => import("../../features/vendor/offerings/offering-list-page").then((m) => m.OfferingListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Offerings");

export default function VendorOfferingsRoute() {
  return <OfferingListPage />;
}
