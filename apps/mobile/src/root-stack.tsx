import { Stack, useRouter } from "expo-router";
import { AVAILABILITY_COPY, BOOKING_COPY, COPY, REVIEW_COPY } from "@utsav/domain/shopper";
import { PAYOUT_COPY, VENDOR_BRIEF_COPY, VENDOR_NAV_COPY, VENDOR_SIGN_IN_COPY } from "@utsav/domain/vendor-app";
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
      <Stack.Screen name="vendor/login" options={{ title: VENDOR_SIGN_IN_COPY.title, headerRight: undefined }} />
      <Stack.Screen name="vendor/index" options={{ title: VENDOR_NAV_COPY.dashboard }} />
      <Stack.Screen name="vendor/bookings/index" options={{ title: BOOKING_COPY.vendorBookingsTitle }} />
      <Stack.Screen name="vendor/bookings/[id]" options={{ title: BOOKING_COPY.bookingDetails }} />
      <Stack.Screen name="vendor/leads" options={{ title: BOOKING_COPY.vendorLeadsTitle }} />
      <Stack.Screen name="vendor/briefs/index" options={{ title: VENDOR_BRIEF_COPY.vendorBriefsTitle }} />
      <Stack.Screen name="vendor/briefs/[id]" options={{ title: VENDOR_BRIEF_COPY.request }} />
      <Stack.Screen name="vendor/calendar" options={{ title: AVAILABILITY_COPY.title }} />
      <Stack.Screen name="vendor/payments" options={{ title: PAYOUT_COPY.title }} />
      <Stack.Screen name="vendor/reviews" options={{ title: REVIEW_COPY.vendorTitle }} />
      <Stack.Screen name="vendor/alerts" options={{ title: VENDOR_NAV_COPY.bookingAlerts }} />
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
