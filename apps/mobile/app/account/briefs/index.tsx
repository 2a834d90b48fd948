import { Stack } from "expo-router";
import { MY_BRIEFS_TITLE } from "@utsav/domain/shopper";
import { useSignInFirst } from "../../../src/features/bookings/use-sign-in-first";
import { MyBriefsScreen } from "../../../src/features/briefs/my-briefs-screen";
import { BriefsSignInPrompt } from "../../../src/features/briefs/sign-in-prompt";

/** /account/briefs: My requests, at the web's address; someone not signed in signs in first and comes back here. */
export default function MyBriefsRoute() {
  const session = useSignInFirst();
  return (
    <>
      <Stack.Screen options={{ title: MY_BRIEFS_TITLE }} />
      {session.ready && !session.signedIn ? <BriefsSignInPrompt /> : <MyBriefsScreen signedIn={session.signedIn} />}
    </>
  );
}
