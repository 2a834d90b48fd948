import { Stack, useLocalSearchParams, useRouter } from "expo-router";
import { COPY } from "@utsav/domain/shopper";
import { useState } from "react";
import { SafeAreaView } from "react-native-safe-area-context";
import { BookingForm } from "../../src/features/bookings/booking-form";
import { PlacedAdvancePanel } from "../../src/features/payments/advance-panel";
import { useOffering } from "../../src/features/catalogue/api/offering-query";
import { Button } from "../../src/shared/ui/button";
import { paths } from "../../src/navigation/paths";
import { useAskBeforeLeaving } from "../../src/shared/lib/use-ask-before-leaving";
import { QueryView } from "../../src/shared/ui/query-view";

/**
 * /booking/{slug}: the booking form as a full-screen modal (application §2 Booking screen). It reads the offering's
 * booking attributes and the vendor's lead time from the offering the consumer came from (already in the cache).
 * 'Track this booking' puts My bookings in the modal's place, so going back from it leads to the offering. A vendor's
 * advance is paid from the success view (docs/decisions/0053). Leaving a form with something filled in and not sent (the
 * Close button, Android's back, a swipe) asks first (docs/decisions/0064).
 */
export default function BookingRoute() {
  const router = useRouter();
  const { slug } = useLocalSearchParams<{ slug: string }>();
  const query = useOffering(slug);
  const close = () => (router.canGoBack() ? router.back() : router.replace(paths.offering(slug)));
  const [unsent, setUnsent] = useState(false);
  useAskBeforeLeaving(unsent);
  return (
    <SafeAreaView style={{ flex: 1 }} edges={["bottom"]}>
      <Stack.Screen options={{ headerLeft: () => <Button label={COPY.close} variant="text" onPress={close} /> }} />
      <QueryView query={query}>
        {(offering) => (
          <BookingForm
            booking={{
              offeringId: offering.id,
              vendorName: offering.vendorName,
              offeringName: offering.offeringName,
              bookingAttributes: offering.bookingAttributes,
              leadTimeDays: offering.terms?.leadTimeDays ?? null,
            }}
            onBackToOffering={close}
            onTrackBooking={() => router.replace(paths.myBookings())}
            onUnsentChange={setUnsent}
            renderAdvance={(payment) => <PlacedAdvancePanel payment={payment} />}
          />
        )}
      </QueryView>
    </SafeAreaView>
  );
}
