import { useLocalSearchParams } from "expo-router";
import { MyBookingScreen } from "../../../src/features/bookings/my-booking-screen";
import { BookingPayment } from "../../../src/features/payments/booking-payment";
import { PAY_ON_OPEN } from "../../../src/navigation/paths";

/**
 * /account/bookings/{id}: one of the consumer's bookings, at the web's address, with its payment (docs/decisions/0053);
 * ?pay=now (My bookings' 'Pay now') opens its checkout at once.
 */
export default function MyBookingRoute() {
  const params = useLocalSearchParams<{ id: string; [PAY_ON_OPEN.param]?: string }>();
  const payOnOpen = params[PAY_ON_OPEN.param] === PAY_ON_OPEN.value;
  return (
    <MyBookingScreen
      id={params.id}
      renderPayment={(booking, refresh) => <BookingPayment booking={booking} payOnOpen={payOnOpen} onSettled={refresh} />}
    />
  );
}
