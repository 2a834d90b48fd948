import type { Route } from "./+types/offering-new";
import { occasionOptions } from "../../features/vendor/offerings/occasions.server";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const OfferingEditorPage = lazyScreen(() =>
  import("../../features/vendor/offerings/offering-editor-page").then((m) => m.OfferingEditorPage),
);

export function loader() {
  return { occasions: occasionOptions() };
}

export const meta: Route.MetaFunction = () => vendorMeta("New offering");

export default function VendorOfferingNewRoute({ loaderData }: Route.ComponentProps) {
  return <OfferingEditorPage occasions={loaderData.occasions} />;
}
