import { BookingAlertsScreen } from "../../src/features/vendors/booking-alerts-screen";
import { VendorOnly } from "../../src/session/vendor-only";

/** The vendor's booking alerts (docs/decisions/0072): the web keeps them in the profile's Contact section. */
export default function VendorAlertsRoute() {
  return (
    <VendorOnly>
      <BookingAlertsScreen />
    </VendorOnly>
  );
}
