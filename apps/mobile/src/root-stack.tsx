import { Stack, useRouter } from "expo-router";
import { BOOKING_COPY, COPY, REVIEW_COPY } from "@utsav/domain/shopper";
import { AccountButton } from "./navigation/account-button";
import { paths } from "./navigation/paths";
import { Button } from "./shared/ui/button";
import { colors } from "./shared/ui/theme";

/** The stack opens on home, whatever a link opened, so Back from a linked screen goes home (app/_layout.tsx). */
export const STACK_SETTINGS = { initialRouteName: "index" } as const;

/** In place of Back on a screen with nothing under it: the way home (docs/decisions/0063). */
function HomeButton() {
  const router = useRouter();
  return <Button label={`‹ ${COPY.home}`} accessibilityLabel={COPY.goHome} variant="text" onPress={() => router.dismissTo(paths.home())} />;
}

/** The app's screens, one stack; the booking form is a full-screen modal (application §2 Booking screen). */
export function RootStack() {
  return (
    <Stack
      screenOptions={({ navigation }) => ({
        headerTintColor: colors.primary,
        headerTitleStyle: { color: colors.text },
        headerBackTitle: COPY.back,
        contentStyle: { backgroundColor: colors.background },
        headerRight: () => <AccountButton />,
        // A screen a link opened first has no Back: it gets Home instead (docs/decisions/0063).
        ...(navigation.canGoBack() ? {} : { headerLeft: () => <HomeButton /> }),
      })}
    >
      <Stack.Screen name="index" options={{ headerShown: false, title: COPY.home, headerRight: undefined }} />
      <Stack.Screen name="search" options={{ title: COPY.search }} />
      <Stack.Screen name="login" options={{ title: COPY.login, headerRight: undefined }} />
      <Stack.Screen name="profile" options={{ title: COPY.profile, headerRight: undefined }} />
      <Stack.Screen name="account/bookings/index" options={{ title: BOOKING_COPY.myBookingsTitle }} />
      <Stack.Screen name="account/bookings/[id]" options={{ title: BOOKING_COPY.myBookingsTitle }} />
      <Stack.Screen name="account/bookings/[id]/review" options={{ title: REVIEW_COPY.formTitle }} />
      <Stack.Screen
        name="booking/[slug]"
        options={{ presentation: "fullScreenModal", title: COPY.bookingTitle, gestureEnabled: false, headerRight: undefined }}
      />
    </Stack>
  );
}
