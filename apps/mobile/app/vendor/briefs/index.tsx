import { VendorBriefsScreen } from "../../../src/features/briefs/vendor/vendor-briefs-screen";
import { VendorOnly } from "../../../src/session/vendor-only";

/** /vendor/briefs: the requests matched to the signed-in vendor, at the web's address; anyone else signs in as a vendor. */
export default function VendorBriefsRoute() {
  return (
    <VendorOnly>
      <VendorBriefsScreen />
    </VendorOnly>
  );
}
