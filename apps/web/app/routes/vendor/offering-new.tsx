import type { Route } from "./+types/offering-new";
import { occasionOptions } from "../../features/vendors/offerings/occasions.server";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const OfferingEditorPage = lazyScreen(() =>
  import("../../features/vendors/offerings/offering-editor-page").then((m) => m.OfferingEditorPage),
);

export function loader() {
  return { occasions: occasionOptions() };
}

export const meta: Route.MetaFunction = () => vendorMeta("New offering");

export default function VendorOfferingNewRoute({ loaderData }: Route.ComponentProps) {
  return <OfferingEditorPage occasions={loaderData.occasions} />;
}
