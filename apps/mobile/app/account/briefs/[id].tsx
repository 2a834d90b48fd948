import { useQueryClient } from "@tanstack/react-query";
import { Stack, useLocalSearchParams } from "expo-router";
import { MY_BRIEFS_TITLE } from "@utsav/domain/shopper";
import { myBookingsKey } from "../../../src/features/bookings/api/my-bookings";
import { useSignInFirst } from "../../../src/features/bookings/use-sign-in-first";
import { myBriefsKey } from "../../../src/features/briefs/api/briefs";
import { MyBriefScreen } from "../../../src/features/briefs/my-brief-screen";
import { BriefsSignInPrompt } from "../../../src/features/briefs/sign-in-prompt";

/**
 * /account/briefs/{id}: one request with its quotes, at the web's address (the quote SMS's link opens it); once a quote
 * is accepted, My requests and My bookings read again, since the brief is booked and the booking new.
 */
export default function MyBriefRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const session = useSignInFirst();
  const queryClient = useQueryClient();
  return (
    <>
      <Stack.Screen options={{ title: MY_BRIEFS_TITLE }} />
      {session.ready && !session.signedIn ? (
        <BriefsSignInPrompt />
      ) : (
        <MyBriefScreen
          id={id}
          signedIn={session.signedIn}
          onAccepted={() => {
            void queryClient.invalidateQueries({ queryKey: myBriefsKey });
            void queryClient.invalidateQueries({ queryKey: myBookingsKey });
          }}
        />
      )}
    </>
  );
}
