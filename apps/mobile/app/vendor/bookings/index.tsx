import { VendorBookingsScreen } from "../../../src/features/bookings/vendor/vendor-bookings-screen";
import { VendorOnly } from "../../../src/session/vendor-only";

export default function VendorBookingsRoute() {
  return (
    <VendorOnly>
      <VendorBookingsScreen />
    </VendorOnly>
  );
}
