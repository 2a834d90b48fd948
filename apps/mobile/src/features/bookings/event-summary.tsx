import { BOOKING_EVENT_COPY, bookingPlace, eventDateText } from "@utsav/domain/shopper";
import type { BookingPlace } from "@utsav/domain/client";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

/**
 * When and where the event is, as the web's booking pages show it (docs/decisions/0034): the date the form's picker
 * chose, which a catalogue offering's own fields do not hold, and the place (the address, with its locality); while
 * the booking is open, how far off the event is under its date (docs/decisions/0054).
 */
export function EventSummary({
  booking,
  countdown = null,
}: {
  booking: { eventDate: string | null; eventDay?: string | null } & BookingPlace;
  /** "The event is in 4 days", from bookingTimeLines; null where it says nothing. */
  countdown?: string | null;
}) {
  const lines = [
    // Without a picked date, the shopper's own answer to the offering's date question (issue 38).
    { label: BOOKING_EVENT_COPY.eventDate, value: eventDateText(booking.eventDate) ?? booking.eventDay ?? null, more: countdown },
    { label: BOOKING_EVENT_COPY.place, value: bookingPlace(booking), more: null },
  ];
  return (
    <View style={styles.event}>
      {lines.map(({ label, value, more }) => (
        // Read as one line: "Event date, 14 March 2026" (", The event is in 4 days").
        <View
          key={label}
          style={styles.line}
          accessible
          accessibilityLabel={[label, value ?? BOOKING_EVENT_COPY.notGiven, more].filter(Boolean).join(", ")}
        >
          <Text style={styles.label}>{label}</Text>
          <Text style={value ? styles.value : styles.missing}>{value ?? BOOKING_EVENT_COPY.notGiven}</Text>
          {more ? <Text style={styles.more}>{more}</Text> : null}
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
  more: { fontSize: font.small, fontWeight: "600", color: colors.primary },
});
