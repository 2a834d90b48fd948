import { VendorSignOut } from "../../src/features/accounts/vendor-sign-out";
import { VendorDashboardScreen } from "../../src/features/vendors/dashboard-screen";
import { VendorOnly } from "../../src/session/vendor-only";

/** The vendor's dashboard (docs/decisions/0071), with Sign out below it; anyone else is sent to 'Sign in as vendor'. */
export default function VendorDashboardRoute() {
  return (
    <VendorOnly>
      <VendorDashboardScreen footer={<VendorSignOut />} />
    </VendorOnly>
  );
}
