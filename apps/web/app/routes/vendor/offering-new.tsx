import type { Route } from "./+types/offering-new";
import { occasionOptions } from "../../features/vendors/offerings/occasions.server";
import { runSaveOffering } from "../../features/vendors/offerings/offering-acts";
import type { SaveOfferingResult } from "../../features/vendors/offerings/offering-acts";
import { useVendorLayoutProfile } from "../../features/vendors/shell/layout-data";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { browserApi } from "../../lib/api-client";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

// The editor loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const OfferingEditorPage = lazyScreen(() =>
  import("../../features/vendors/offerings/offering-editor-page").then((m) => m.OfferingEditorPage),
);

export function loader() {
  return { occasions: occasionOptions() };
}

/** Creates the offering the editor sent, from the browser (POST /api/vendor/offering). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveOfferingResult> {
  return runSaveOffering(browserApi, request);
}

export const meta: Route.MetaFunction = () => vendorMeta("New offering");

export default function VendorOfferingNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  // The vendor layout's profile: the notice after a save says whether customers see the offering yet (decision 0020).
  const approved = useVendorLayoutProfile()?.reviewState === "approved";
  return <OfferingEditorPage occasions={loaderData.occasions} approved={approved} result={actionData} />;
}
