import type { Route } from "./+types/offerings";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const OfferingListPage = lazyScreen(() => import("../../features/vendors/offerings/offering-list-page").then((m) => m.OfferingListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Offerings");

export default function VendorOfferingsRoute() {
  return <OfferingListPage />;
}
