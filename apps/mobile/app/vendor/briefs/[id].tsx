import { useLocalSearchParams, useNavigation } from "expo-router";
import { usePreventRemove } from "expo-router/react-navigation";
import type { NavigationAction } from "expo-router/react-navigation";
import { APP_COPY } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY } from "@utsav/domain/vendor-app";
import { useState } from "react";
import { Alert, Platform } from "react-native";
import { VendorBriefScreen } from "../../../src/features/briefs/vendor/vendor-brief-screen";
import { VendorOnly } from "../../../src/session/vendor-only";

/**
 * /vendor/briefs/{id}: one request with the vendor's quote or decline, at the web's address (the new-request SMS's
 * link opens it). Leaving with a quote typed and not sent (Back, Android's back, a swipe) asks first, as the booking
 * form does (docs/decisions/0064).
 */
export default function VendorBriefRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  const [unsent, setUnsent] = useState(false);
  useAskBeforeLeaving(unsent);
  return (
    <VendorOnly>
      <VendorBriefScreen id={id} onUnsentChange={setUnsent} />
    </VendorOnly>
  );
}

/** Asks before the screen goes while `unsent`: an alert on a phone, the browser's confirm in the web export. */
function useAskBeforeLeaving(unsent: boolean) {
  const navigation = useNavigation();
  usePreventRemove(unsent, ({ data }: { data: { action: NavigationAction } }) => {
    const leave = () => navigation.dispatch(data.action);
    if (Platform.OS === "web") {
      if (window.confirm(`${VENDOR_APP_COPY.leaveQuoteTitle} ${APP_COPY.leaveBookingLead}`)) leave();
      return;
    }
    Alert.alert(VENDOR_APP_COPY.leaveQuoteTitle, APP_COPY.leaveBookingLead, [
      { text: APP_COPY.keepEditing, style: "cancel" },
      { text: APP_COPY.leaveBooking, style: "destructive", onPress: leave },
    ]);
  });
}
