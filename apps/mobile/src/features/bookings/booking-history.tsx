import { BOOKING_STATUS_LABELS, bookingCopyFor, formatDayTime } from "@utsav/domain/shopper";
import type { BookingActor, BookingEvent } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { colors, font, space } from "../../shared/ui/theme";

/** Who changed a booking, as one side reads it (BOOKING_ACTOR_NAMES.forConsumer, .forVendor). */
export type ActorNames = Readonly<Record<BookingActor, string>>;

/** One change of the booking: "Confirmed by the vendor", when, and the reason in quotes. */
function HistoryItem({ event, names }: { event: BookingEvent; names: ActorNames }) {
  const title =
    event.fromStatus === null
      ? BOOKING_STATUS_LABELS.received
      : bookingCopyFor.historyLine(names[event.actor], BOOKING_STATUS_LABELS[event.toStatus]);
  return (
    <View style={styles.event}>
      <View style={styles.dot} />
      <View style={styles.eventText}>
        <Text style={styles.eventTitle}>{title}</Text>
        <Text style={styles.meta}>{formatDayTime(event.createdAt)}</Text>
        {event.reason ? <Text style={styles.text}>“{event.reason}”</Text> : null}
      </View>
    </View>
  );
}

/** A booking's history, oldest first, as the shopper's and the vendor's pages show it. */
export function BookingHistory({ events, names }: { events: readonly BookingEvent[]; names: ActorNames }) {
  return (
    <>
      {events.map((event) => (
        <HistoryItem key={event.id} event={event} names={names} />
      ))}
    </>
  );
}

const styles = StyleSheet.create({
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  event: { flexDirection: "row", gap: space.md },
  dot: { width: 10, height: 10, borderRadius: 5, marginTop: 5, backgroundColor: colors.primary },
  eventText: { flex: 1, gap: 2 },
  eventTitle: { fontSize: font.body, fontWeight: "600", color: colors.text },
});
