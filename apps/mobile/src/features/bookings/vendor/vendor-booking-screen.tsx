import { Stack } from "expo-router";
import {
  BOOKING_ACTOR_NAMES,
  BOOKING_COPY,
  bookingAnswerCopyFor,
  bookingCopyFor,
  bookingTimeLines,
  detailsBesideEvent,
  formatDayTime,
} from "@utsav/domain/shopper";
import type { BookingStatusRequest, VendorBookingDetail } from "@utsav/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { RefreshControl, StyleSheet, Text, View } from "react-native";
import { useApi } from "../../../api/api-provider";
import { ContactButtons } from "../../../shared/ui/contact-buttons";
import { KeyboardAwareScroll } from "../../../shared/ui/keyboard-aware-scroll";
import { QueryView } from "../../../shared/ui/query-view";
import { colors, font, radius, space } from "../../../shared/ui/theme";
import { BookingHistory } from "../booking-history";
import { BookingStatusBadge } from "../booking-status-badge";
import { EventSummary } from "../event-summary";
import { ProblemSection } from "../problem-section";
import { TimeNotice } from "../time-notice";
import { answerVendorBooking, reportVendorProblem, useVendorBooking, vendorBookingKey, vendorBookingsKey } from "./api/vendor-bookings";
import { BookingAnswers } from "./booking-answers";

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View style={styles.card}>
      {title ? (
        <Text accessibilityRole="header" style={styles.heading}>
          {title}
        </Text>
      ) : null}
      {children}
    </View>
  );
}

interface BookingViewProps {
  booking: VendorBookingDetail;
  /** The refusal of the last answer, in the API's words. */
  failure: string | null;
  busy: boolean;
  onAnswer: (request: BookingStatusRequest) => Promise<boolean>;
  /** The booking as a problem reported left it. */
  onChanged: (booking: VendorBookingDetail) => void;
}

/**
 * Everything the web's booking page shows (booking-detail-page.tsx): the offering and status, when it was placed, the
 * event's date and place first (docs/decisions/0034) with how far off it is, every other field the shopper filled,
 * Call and WhatsApp while the API gives the shopper's number, what a cancelled booking owes back, until when to answer
 * (or when it completes by itself), the answers, a problem to report (docs/decisions/0054) and the history.
 */
function BookingView({ booking, failure, busy, onAnswer, onChanged }: BookingViewProps) {
  const name = booking.consumerName ?? BOOKING_ACTOR_NAMES.forVendor.consumer;
  const time = bookingTimeLines(booking, { viewer: "vendor", now: new Date() });
  return (
    <>
      <Card>
        <View style={styles.head}>
          <Text accessibilityRole="header" style={styles.title}>
            {booking.offeringName}
          </Text>
          <BookingStatusBadge status={booking.status} />
        </View>
        <Text style={styles.meta}>
          {BOOKING_COPY.placedOn} {formatDayTime(booking.createdAt)}
        </Text>
        <EventSummary booking={booking} countdown={time.countdown} />
        {detailsBesideEvent(booking).map((detail) => (
          <View key={detail.label} style={styles.detail}>
            <Text style={styles.meta}>{detail.label}</Text>
            <Text style={styles.text}>{detail.value}</Text>
          </View>
        ))}
        {booking.consumerPhone ? (
          <ContactButtons
            phone={booking.consumerPhone}
            name={name}
            chatMessage={bookingCopyFor.vendorChat(booking.consumerName ?? "", booking.reference, booking.offeringName)}
          />
        ) : null}
        {booking.refund ? <Text style={styles.text}>{bookingAnswerCopyFor.refundForVendor(booking.refund)}</Text> : null}
        {/* Beside the answers it is about: answer by then, or the booking expires; left alone, it completes then. */}
        <TimeNotice line={time.answerBy ?? time.completesOn} />
        {booking.nextStatuses.length > 0 ? (
          // A new status is a new set of answers: the one being asked (and its reason) is done with.
          <BookingAnswers key={booking.status} booking={booking} failure={failure} busy={busy} onAnswer={onAnswer} />
        ) : failure ? (
          // Refused because the booking moved on (the customer cancelled): it shows as it is now, and why.
          <Text accessibilityRole="alert" style={styles.error}>
            {failure}
          </Text>
        ) : null}
      </Card>
      <ProblemSection
        booking={booking}
        report={reportVendorProblem}
        onReported={onChanged}
        names={BOOKING_ACTOR_NAMES.forVendor}
        style={styles.card}
      />
      <Card title={BOOKING_COPY.history}>
        <BookingHistory events={booking.events} names={BOOKING_ACTOR_NAMES.forVendor} />
      </Card>
    </>
  );
}

/**
 * One of the vendor's bookings (the web's /vendor/bookings/:id, docs/decisions/0071); another vendor's, or none, is the
 * API's 404 in its words. After an answer the booking shows as the API returned it; a refusal is said in the API's
 * words, and the booking is read again, as the web's page is after its action.
 */
export function VendorBookingScreen({ id }: { id: string }) {
  const api = useApi();
  const query = useVendorBooking(id);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onChanged = (booking: VendorBookingDetail) => {
    queryClient.setQueryData(vendorBookingKey(id), booking);
    void queryClient.invalidateQueries({ queryKey: vendorBookingsKey });
  };
  const onAnswer = async (request: BookingStatusRequest) => {
    setBusy(true);
    setFailure(null);
    const result = await answerVendorBooking(api, id, request);
    setBusy(false);
    if (result.ok) onChanged(result.booking);
    else {
      setFailure(result.message);
      void queryClient.invalidateQueries({ queryKey: vendorBookingKey(id) });
    }
    return result.ok;
  };
  const reference = query.data?.reference;
  return (
    <KeyboardAwareScroll
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <Stack.Screen options={{ title: reference ? `${BOOKING_COPY.bookingDetails} ${reference}` : BOOKING_COPY.bookingDetails }} />
      <QueryView query={query}>
        {(booking) => <BookingView booking={booking} failure={failure} busy={busy} onAnswer={onAnswer} onChanged={onChanged} />}
      </QueryView>
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  card: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  head: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between", gap: space.sm },
  title: { flex: 1, fontSize: font.title, fontWeight: "800", color: colors.text },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  detail: { gap: 2 },
  error: { fontSize: font.body, color: colors.error },
});
