import { VendorLeadsScreen } from "../../src/features/leads/vendor-leads-screen";
import { VendorOnly } from "../../src/session/vendor-only";

export default function VendorLeadsRoute() {
  return (
    <VendorOnly>
      <VendorLeadsScreen />
    </VendorOnly>
  );
}
