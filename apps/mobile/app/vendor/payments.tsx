import { VendorPaymentsScreen } from "../../src/features/payments/vendor/vendor-payments-screen";
import { VendorOnly } from "../../src/session/vendor-only";

export default function VendorPaymentsRoute() {
  return (
    <VendorOnly>
      <VendorPaymentsScreen />
    </VendorOnly>
  );
}
