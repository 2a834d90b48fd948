import { useQueryClient } from "@tanstack/react-query";
import { useLocalSearchParams } from "expo-router";
import { myBookingKey, myBookingsKey } from "../../../../src/features/bookings/api/my-bookings";
import { SignInPrompt } from "../../../../src/features/bookings/my-bookings-screen";
import { useSignInFirst } from "../../../../src/features/bookings/use-sign-in-first";
import { ReviewScreen } from "../../../../src/features/reviews/review-screen";

/**
 * /account/bookings/{id}/review: a completed booking's review, at the web's address (the SMS's link opens it), for the
 * signed-in shopper; once written or changed, My bookings and the booking read their invite again (docs/decisions/0060).
 */
export default function MyBookingReviewRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const session = useSignInFirst();
  const queryClient = useQueryClient();
  if (session.ready && !session.signedIn) return <SignInPrompt />;
  return (
    <ReviewScreen
      bookingId={id}
      signedIn={session.signedIn}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: myBookingsKey });
        void queryClient.invalidateQueries({ queryKey: myBookingKey(id), exact: true });
      }}
    />
  );
}
