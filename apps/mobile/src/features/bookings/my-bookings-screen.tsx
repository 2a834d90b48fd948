import { useRouter } from "expo-router";
import {
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  BOOKING_STATUS_LABELS,
  bookingRowTime,
  COPY,
  formatDay,
  listedEventLine,
  PAYMENT_COPY,
  REVIEW_COPY,
  rupees,
} from "@utsav/domain/shopper";
import type { ConsumerBookingSummary } from "@utsav/domain";
import { FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { EmptyState, VIEW_ALL_OFFERINGS } from "../../shared/ui/empty-state";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { rowLabel } from "../../shared/ui/row-label";
import { LoadMoreFooter } from "../../shared/ui/load-more-footer";
import { useMyBookings } from "./api/my-bookings";
import { BookingStatusBadge } from "./booking-status-badge";
import { useSignInFirst } from "./use-sign-in-first";

/** For someone who came back from the sign-in screen without signing in. */
export function SignInPrompt() {
  const router = useRouter();
  return (
    <View style={styles.prompt}>
      <Text style={styles.lead}>{BOOKING_COPY.trackBookingLead}</Text>
      <Button label={COPY.login} onPress={() => router.push(paths.login())} />
    </View>
  );
}

/**
 * One booking, opening its timeline: the offering and its status, then what a shopper looks for first, when the event
 * is and what it costs (issue 38), then the vendor, and when it was placed with its reference, quieter. One awaiting
 * its advance has 'Pay now', which opens the booking with its checkout (docs/decisions/0053). While it is open, how far off
 * the event is, and while it waits for the vendor, when their answer is due (docs/decisions/0054).
 */
function BookingRow({ booking }: { booking: ConsumerBookingSummary }) {
  const router = useRouter();
  const event = `${BOOKING_EVENT_COPY.event}: ${listedEventLine(booking) ?? BOOKING_EVENT_COPY.notGiven}`;
  const price = booking.price !== null ? `${BOOKING_COPY.price}: ${rupees(booking.price)}` : null;
  const placed = `${BOOKING_COPY.placedOn} ${formatDay(booking.createdAt)}`;
  const time = bookingRowTime(booking, new Date());
  const label = [
    booking.offeringName,
    BOOKING_STATUS_LABELS[booking.status],
    time.answerDue,
    event,
    time.countdown,
    price,
    booking.vendorName,
    placed,
  ];
  const row = (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={rowLabel(label)}
      onPress={() => router.push(paths.myBooking(booking.id))}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      <View style={styles.rowHead}>
        <Text style={styles.title}>{booking.offeringName}</Text>
        <BookingStatusBadge status={booking.status} />
      </View>
      {time.answerDue ? <Text style={styles.due}>{time.answerDue}</Text> : null}
      <Text style={styles.event}>{event}</Text>
      {time.countdown ? <Text style={styles.meta}>{time.countdown}</Text> : null}
      {price ? <Text style={styles.event}>{price}</Text> : null}
      <Text style={styles.meta}>{booking.vendorName}</Text>
      <Text style={styles.meta}>
        {placed} · {booking.reference}
      </Text>
    </Pressable>
  );
  const action = rowAction(booking);
  if (!action) return row;
  // Beside the row, not inside it: a control in a control is one a screen reader cannot reach.
  return (
    <View style={styles.withAction}>
      {row}
      <Button
        label={action.label}
        accessibilityLabel={`${action.label}: ${booking.offeringName}`}
        role={action.role}
        variant={action.variant}
        onPress={() => router.push(action.path)}
      />
    </View>
  );
}

/**
 * What a row offers beside it: 'Pay now' while its advance is awaited (docs/decisions/0053); once it completed, 'Rate
 * your vendor' while a review may be written, 'Your review' once written (docs/decisions/0060).
 */
function rowAction(booking: ConsumerBookingSummary) {
  if (booking.status === "awaiting_payment")
    return { label: PAYMENT_COPY.payNow, path: paths.payBooking(booking.id), role: "button", variant: "primary" } as const;
  if (booking.reviewState === "can_write")
    return { label: REVIEW_COPY.rateYourVendor, path: paths.myBookingReview(booking.id), role: "link", variant: "primary" } as const;
  if (booking.reviewState === "written")
    return { label: REVIEW_COPY.yourReview, path: paths.myBookingReview(booking.id), role: "link", variant: "secondary" } as const;
  return null;
}

/**
 * My bookings (docs/decisions/0021): the consumer's bookings, newest first, with Load more while the server names a
 * next page; someone not signed in signs in first and comes back here.
 */
export function MyBookingsScreen() {
  const router = useRouter();
  const session = useSignInFirst();
  const query = useMyBookings(session.signedIn);
  if (session.ready && !session.signedIn) return <SignInPrompt />;
  return (
    <QueryView query={query}>
      {(data) => (
        <FlatList
          data={data.pages.flatMap((page) => page.bookings)}
          keyExtractor={(booking) => booking.id}
          renderItem={({ item }) => <BookingRow booking={item} />}
          contentContainerStyle={styles.list}
          refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
          ListHeaderComponent={<Text style={styles.lead}>{BOOKING_COPY.myBookingsLead}</Text>}
          ListEmptyComponent={
            // No bookings yet: the way to the offerings, where a booking starts (docs/decisions/0063).
            <EmptyState
              message={BOOKING_COPY.noBookings}
              actions={[{ label: VIEW_ALL_OFFERINGS, role: "link", onPress: () => router.push(paths.offerings()) }]}
            />
          }
          ListFooterComponent={<LoadMoreFooter pages={query} />}
        />
      )}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  prompt: { padding: space.xl, gap: space.lg },
  list: { padding: space.lg, gap: space.md },
  lead: { fontSize: font.body, color: colors.muted },
  row: {
    minHeight: TOUCH_TARGET,
    padding: space.md,
    gap: space.xs,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  pressed: { opacity: 0.85 },
  withAction: { gap: space.sm },
  rowHead: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between", gap: space.sm },
  title: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  event: { fontSize: font.body, fontWeight: "600", color: colors.text },
  due: { fontSize: font.body, fontWeight: "700", color: colors.primary },
});
