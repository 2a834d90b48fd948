import { BOOKING_EVENT_COPY, bookingPlace, eventDateText } from "@utsav/domain/client";
import type { BookingPlace } from "@utsav/domain/client";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

/**
 * When and where the event is, as the web's booking pages show it (docs/decisions/0034): the date the form's picker
 * chose, which a catalogue offering's own fields do not hold, and the place (the address, with its locality).
 */
export function EventSummary({ booking }: { booking: { eventDate: string | null; eventDay?: string | null } & BookingPlace }) {
  const lines = [
    // Without a picked date, the shopper's own answer to the offering's date question (issue 38).
    { label: BOOKING_EVENT_COPY.eventDate, value: eventDateText(booking.eventDate) ?? booking.eventDay ?? null },
    { label: BOOKING_EVENT_COPY.place, value: bookingPlace(booking) },
  ];
  return (
    <View style={styles.event}>
      {lines.map(({ label, value }) => (
        // Read as one line: "Event date, 14 March 2026".
        <View key={label} style={styles.line} accessible accessibilityLabel={`${label}, ${value ?? BOOKING_EVENT_COPY.notGiven}`}>
          <Text style={styles.label}>{label}</Text>
          <Text style={value ? styles.value : styles.missing}>{value ?? BOOKING_EVENT_COPY.notGiven}</Text>
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  event: { gap: space.sm, padding: space.md, borderRadius: radius.md, backgroundColor: colors.background },
  line: { gap: 2 },
  label: { fontSize: font.small, color: colors.muted },
  value: { fontSize: font.body, fontWeight: "700", color: colors.text },
  missing: { fontSize: font.body, color: colors.muted },
});
