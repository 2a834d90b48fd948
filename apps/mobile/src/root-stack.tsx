import { Stack } from "expo-router";
import { BOOKING_COPY, COPY, REVIEW_COPY } from "@utsav/domain/client";
import { AccountButton } from "./navigation/account-button";
import { colors } from "./shared/ui/theme";

/** The app's screens, one stack; the booking form is a full-screen modal (application §2 Booking screen). */
export function RootStack() {
  return (
    <Stack
      screenOptions={{
        headerTintColor: colors.primary,
        headerTitleStyle: { color: colors.text },
        headerBackTitle: COPY.back,
        contentStyle: { backgroundColor: colors.background },
        headerRight: () => <AccountButton />,
      }}
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
