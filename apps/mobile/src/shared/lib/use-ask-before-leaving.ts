import { useNavigation } from "expo-router";
import { usePreventRemove } from "expo-router/react-navigation";
import type { NavigationAction } from "expo-router/react-navigation";
import { APP_COPY } from "@utsav/domain/shopper";
import { Alert, Platform } from "react-native";

/**
 * Asks before the screen goes (a Close button, Android's back, a swipe) while something typed is `unsent`: an alert on a
 * phone, the browser's confirm in the web export (docs/decisions/0064). The booking form's, and a vendor's reason.
 */
export function useAskBeforeLeaving(unsent: boolean) {
  const navigation = useNavigation();
  usePreventRemove(unsent, ({ data }: { data: { action: NavigationAction } }) => {
    const leave = () => navigation.dispatch(data.action);
    if (Platform.OS === "web") {
      if (window.confirm(`${APP_COPY.leaveBookingTitle} ${APP_COPY.leaveBookingLead}`)) leave();
      return;
    }
    Alert.alert(APP_COPY.leaveBookingTitle, APP_COPY.leaveBookingLead, [
      { text: APP_COPY.keepEditing, style: "cancel" },
      { text: APP_COPY.leaveBooking, style: "destructive", onPress: leave },
    ]);
  });
}
