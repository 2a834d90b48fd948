import { BOOKING_COPY, chatLink, COPY, messageFor, MESSAGES, SUPPORT } from "@utsav/domain/shopper";
import type { ReactNode } from "react";
import { Linking, ScrollView, StyleSheet, Text } from "react-native";
import { PushPrompt } from "../../shared/lib/push/push-prompt";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";

interface BookingSuccessProps {
  offeringName: string;
  /** A signed-in shopper's booking is in My bookings already; a guest signs in with the number it names (issue 38). */
  signedIn: boolean;
  onBackToOffering: () => void;
  /** 'Track this booking': My bookings, where a consumer who is not signed in signs in first. */
  onTrackBooking: () => void;
  /**
   * The advance to pay online, where the vendor asks one: the booking reaches the vendor only once it is paid
   * (docs/decisions/0048), so it stands in place of the 'placed' message.
   */
  advance?: ReactNode;
}

/**
 * The booking form's success view (application §4): the message, or the advance to pay, the support chat, and where to
 * follow the booking.
 */
export function BookingSuccess({ offeringName, signedIn, onBackToOffering, onTrackBooking, advance }: BookingSuccessProps) {
  return (
    <ScrollView contentContainerStyle={styles.success}>
      {advance ?? (
        <>
          <Text style={styles.check}>✓</Text>
          <Text accessibilityRole="alert" style={styles.successText}>
            {MESSAGES.bookingSuccess}
          </Text>
        </>
      )}
      {/* The moment to offer notifications: the shopper now waits for the vendor's answer (docs/decisions/0073). */}
      <PushPrompt moment="booking" />
      <Text style={styles.text}>{COPY.bookingQuestion}</Text>
      <Button
        label={COPY.bookingChat}
        role="link"
        variant="secondary"
        onPress={() => void Linking.openURL(chatLink(SUPPORT.phone, messageFor.bookingChat(offeringName)))}
      />
      <Text style={styles.text}>{signedIn ? BOOKING_COPY.trackBookingSignedInLead : BOOKING_COPY.trackBookingLead}</Text>
      <Button label={BOOKING_COPY.trackBooking} role="link" variant="secondary" onPress={onTrackBooking} />
      <Button label={COPY.backToOffering} onPress={onBackToOffering} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  text: { fontSize: font.body, color: colors.text },
  success: { flexGrow: 1, padding: space.xl, gap: space.lg, alignItems: "stretch", justifyContent: "center" },
  check: { fontSize: 56, color: colors.primary, textAlign: "center" },
  successText: { fontSize: font.large, fontWeight: "700", color: colors.text, textAlign: "center" },
});
