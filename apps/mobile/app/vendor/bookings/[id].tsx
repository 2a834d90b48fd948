import { useLocalSearchParams } from "expo-router";
import { VendorBookingScreen } from "../../../src/features/bookings/vendor/vendor-booking-screen";
import { VendorOnly } from "../../../src/session/vendor-only";

export default function VendorBookingRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return (
    <VendorOnly>
      <VendorBookingScreen id={id} />
    </VendorOnly>
  );
}
