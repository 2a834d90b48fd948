import { useLocalSearchParams, useRouter } from "expo-router";
import {
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  BOOKING_TIMING_WORDS,
  bookingEventLine,
  bookingRowTime,
  COPY,
  formatDayTime,
  formatPhoneDisplay,
  isBookingStatus,
} from "@utsav/domain/shopper";
import type { BookingStatus, VendorBookingSummary } from "@utsav/domain";
import { useState } from "react";
import { FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { Button } from "../../../shared/ui/button";
import { ChoiceChips } from "../../../shared/ui/choice-chips";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryView } from "../../../shared/ui/query-view";
import { TextField } from "../../../shared/ui/text-field";
import { colors, font, radius, space, TOUCH_TARGET } from "../../../shared/ui/theme";
import { rowLabel } from "../../../shared/ui/row-label";
import { LoadMoreFooter } from "../../../shared/ui/load-more-footer";
import { BookingStatusBadge } from "../booking-status-badge";
import { useVendorBookings } from "./api/vendor-bookings";
import type { VendorBookingFilter } from "./api/vendor-bookings";

/**
 * The list's filter, read from the address as the web's booking-filter.ts reads it (the URL is the state): an unknown
 * status reads as all of them, a blank search as none.
 */
export function readVendorBookingFilter(params: { status?: string | string[]; q?: string | string[] }): VendorBookingFilter {
  const status = typeof params.status === "string" ? params.status : "";
  const q = typeof params.q === "string" ? params.q.trim() : "";
  return { status: isBookingStatus(status) ? status : undefined, q: q || undefined };
}

/** "All" and each status, as the web's status filter offers them. */
const STATUS_CHOICES: { value: BookingStatus | ""; label: string }[] = [
  { value: "", label: BOOKING_COPY.allStatuses },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
];

/**
 * One booking, opening its page: who and what, its status, while it waits when the answer is due, the event's date
 * and locality (docs/decisions/0034), how far off it is, the number, the reference and when it was placed.
 */
function BookingRow({ booking }: { booking: VendorBookingSummary }) {
  const router = useRouter();
  const title = `${booking.consumerName ?? BOOKING_COPY.someCustomer} · ${booking.offeringName}`;
  const where = bookingEventLine({ ...booking, address: null });
  const event = where ? `${BOOKING_EVENT_COPY.event}: ${where}` : null;
  const time = bookingRowTime(booking, new Date());
  const phone = booking.consumerPhone ? formatPhoneDisplay(booking.consumerPhone) : null;
  const placed = `${booking.reference} · ${formatDayTime(booking.createdAt)}`;
  const label = [title, BOOKING_STATUS_LABELS[booking.status], time.answerDue, event, time.countdown, phone, placed];
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={rowLabel(label)}
      onPress={() => router.push(paths.vendorBooking(booking.id))}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      <View style={styles.rowHead}>
        <Text style={styles.title}>{title}</Text>
        <BookingStatusBadge status={booking.status} />
      </View>
      {time.answerDue ? <Text style={styles.due}>{time.answerDue}</Text> : null}
      {event ? <Text style={styles.event}>{event}</Text> : null}
      {time.countdown ? <Text style={styles.meta}>{time.countdown}</Text> : null}
      {phone ? <Text style={styles.meta}>{phone}</Text> : null}
      <Text style={styles.meta}>{placed}</Text>
    </Pressable>
  );
}

interface FilterBarProps {
  filter: VendorBookingFilter;
  onChange: (filter: VendorBookingFilter) => void;
}

/** The status chips and the search by name or phone; each change is written to the address. */
function FilterBar({ filter, onChange }: FilterBarProps) {
  const [typed, setTyped] = useState(filter.q ?? "");
  const search = () => onChange({ ...filter, q: typed.trim() || undefined });
  return (
    <View style={styles.filters} accessibilityRole="search">
      <Text style={styles.label}>{BOOKING_COPY.statusFilter}</Text>
      <ChoiceChips
        choices={STATUS_CHOICES}
        value={filter.status ?? ""}
        onChange={(status) => onChange({ ...filter, status: status || undefined })}
      />
      <TextField
        label={BOOKING_COPY.searchBookings}
        value={typed}
        onChangeText={setTyped}
        onSubmitEditing={search}
        maxLength={100}
        returnKeyType="search"
        autoCorrect={false}
        inputMode="search"
      />
      <Button label={COPY.search} variant="secondary" onPress={search} />
    </View>
  );
}

/**
 * The vendor's bookings (the web's /vendor/bookings, docs/decisions/0071): without a filter, what needs an answer first,
 * the soonest deadline first (docs/decisions/0054); then every booking, newest first, a page at a time as the list
 * scrolls (and Load more); the status and search are the address's, so a filtered list is kept and shared.
 */
export function VendorBookingsScreen() {
  const router = useRouter();
  const params = useLocalSearchParams<{ status?: string; q?: string }>();
  const filter = readVendorBookingFilter(params);
  const query = useVendorBookings(filter);
  const filtered = Boolean(filter.status || filter.q);
  const setFilter = (next: VendorBookingFilter) => router.setParams({ status: next.status, q: next.q });
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
  };
  const header = (needsAnswer: VendorBookingSummary[]) => (
    <View style={styles.header}>
      <Button label={BOOKING_COPY.viewLeads} role="link" variant="text" onPress={() => router.push(paths.vendorLeads())} />
      {/* A new filter is a new search box: the typed words follow the address. */}
      <FilterBar key={`${filter.status ?? ""}|${filter.q ?? ""}`} filter={filter} onChange={setFilter} />
      {needsAnswer.length > 0 ? (
        <View style={styles.section}>
          <Text accessibilityRole="header" style={styles.heading}>
            {BOOKING_TIMING_WORDS.needsAnswer}
          </Text>
          {needsAnswer.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </View>
      ) : null}
    </View>
  );
  return (
    <QueryView query={query}>
      {(data) => {
        const needsAnswer = data.pages[0]?.needsAnswer ?? [];
        return (
          <FlatList
            data={data.pages.flatMap((page) => page.bookings)}
            keyExtractor={(booking) => booking.id}
            renderItem={({ item }) => <BookingRow booking={item} />}
            contentContainerStyle={styles.list}
            keyboardShouldPersistTaps="handled"
            refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
            onEndReached={more}
            onEndReachedThreshold={0.5}
            ListHeaderComponent={header(needsAnswer)}
            ListEmptyComponent={
              needsAnswer.length > 0 ? null : filtered ? (
                <EmptyState message={BOOKING_COPY.noBookingsMatch} actions={[{ label: COPY.clearAll, onPress: () => setFilter({}) }]} />
              ) : (
                // No bookings yet: the leads, customers who viewed the number, are the vendor's next call.
                <EmptyState
                  message={BOOKING_COPY.noBookings}
                  actions={[{ label: BOOKING_COPY.viewLeads, role: "link", onPress: () => router.push(paths.vendorLeads()) }]}
                />
              )
            }
            ListFooterComponent={<LoadMoreFooter pages={query} />}
          />
        );
      }}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.md },
  header: { gap: space.md },
  filters: { gap: space.sm },
  label: { fontSize: font.small, color: colors.muted },
  section: { gap: space.md },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
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
  rowHead: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between", gap: space.sm },
  title: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  event: { fontSize: font.body, fontWeight: "600", color: colors.text },
  due: { fontSize: font.body, fontWeight: "700", color: colors.primary },
});
