import { MyBookingsScreen } from "../../../src/features/bookings/my-bookings-screen";

/** /account/bookings: My bookings, at the web's address. */
export default function MyBookingsRoute() {
  return <MyBookingsScreen />;
}
