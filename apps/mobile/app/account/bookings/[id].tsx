import { useLocalSearchParams } from "expo-router";
import { MyBookingScreen } from "../../../src/features/bookings/my-booking-screen";

/** /account/bookings/{id}: one of the consumer's bookings, at the web's address. */
export default function MyBookingRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <MyBookingScreen id={id} />;
}
