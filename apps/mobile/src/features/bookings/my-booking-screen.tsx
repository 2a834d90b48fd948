import { Stack, useRouter } from "expo-router";
import {
  BOOKING_ACTOR_NAMES,
  BOOKING_COPY,
  bookingTimeLines,
  detailsBesideEvent,
  formatDayTime,
  REVIEW_COPY,
  rupees,
} from "@utsav/domain/shopper";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { myBookingKey, myBookingsKey, reportProblem, useMyBooking } from "./api/my-bookings";
import { BookingHistory } from "./booking-history";
import { BookingStatusBadge } from "./booking-status-badge";
import { CancelSection } from "./cancel-section";
import { EventSummary } from "./event-summary";
import { SignInPrompt } from "./my-bookings-screen";
import { ProblemSection } from "./problem-section";
import { TimeNotice } from "./time-notice";
import { useSignInFirst } from "./use-sign-in-first";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {title}
      </Text>
      {children}
    </View>
  );
}

interface BookingViewProps {
  booking: ConsumerBookingDetail;
  /** The booking as the shopper's act left it: cancelled, or a problem reported. */
  onChanged: (booking: ConsumerBookingDetail) => void;
  /** The booking's Payment section, drawn by the payments feature. */
  payment: ReactNode;
}

/** What the route draws as a booking's Payment section, given the booking and a way to read it again. */
export type RenderPayment = (booking: ConsumerBookingDetail, refresh: () => void) => ReactNode;

/**
 * What was booked, for when and where and at what price, its payment (docs/decisions/0053), the status timeline, the details the consumer gave, and while
 * it may be cancelled the cancellation terms and action, else what became of it (issue 38). Time (docs/decisions/0054):
 * until when the vendor may answer and what follows if not, the countdown, the completion and a problem to report.
 */
function BookingView({ booking, onChanged, payment }: BookingViewProps) {
  const router = useRouter();
  const slug = booking.offeringSlug;
  const time = bookingTimeLines(booking, { viewer: "consumer", advancePaid: booking.payment?.status === "paid", now: new Date() });
  return (
    <>
      <View style={styles.hero}>
        <Text accessibilityRole="header" style={styles.title}>
          {booking.offeringName}
        </Text>
        <Text style={styles.text}>{booking.vendorName}</Text>
        <Text style={styles.meta}>{booking.reference}</Text>
        <BookingStatusBadge status={booking.status} />
      </View>
      <TimeNotice line={time.answerBy} more={time.ifUnanswered} />
      <TimeNotice line={time.completesOn} />
      {/* A completed booking's review (docs/decisions/0060): the invite while one may be written, then the review. */}
      {booking.reviewState ? (
        <Button
          label={booking.reviewState === "can_write" ? REVIEW_COPY.rateYourVendor : REVIEW_COPY.yourReview}
          role="link"
          variant={booking.reviewState === "can_write" ? "primary" : "secondary"}
          onPress={() => router.push(paths.myBookingReview(booking.id))}
        />
      ) : null}
      <EventSummary booking={booking} countdown={time.countdown} />
      {payment}
      <Section title={BOOKING_COPY.history}>
        <BookingHistory events={booking.events} names={BOOKING_ACTOR_NAMES.forConsumer} />
      </Section>
      <Section title={BOOKING_COPY.bookingDetails}>
        <Text style={styles.meta}>
          {BOOKING_COPY.placedOn} {formatDayTime(booking.createdAt)}
        </Text>
        {booking.price !== null ? (
          <Text style={styles.text}>
            {BOOKING_COPY.price}: {rupees(booking.price)}
          </Text>
        ) : null}
        {/* Without the address and the picked date, which the summary above says (docs/decisions/0034). */}
        {detailsBesideEvent(booking).map((detail) => (
          <View key={detail.label} style={styles.detail}>
            <Text style={styles.meta}>{detail.label}</Text>
            <Text style={styles.text}>{detail.value}</Text>
          </View>
        ))}
        {slug ? (
          <Button label={BOOKING_COPY.offering} role="link" variant="text" onPress={() => router.push(paths.offering(slug))} />
        ) : null}
      </Section>
      <ProblemSection booking={booking} report={reportProblem} onReported={onChanged} style={styles.card} />
      <View style={styles.card}>
        <CancelSection booking={booking} onCancelled={onChanged} />
      </View>
    </>
  );
}

/** One of the consumer's bookings; another's, or none, is the API's 404 with its message. */
export function MyBookingScreen({ id, renderPayment }: { id: string; renderPayment: RenderPayment }) {
  const session = useSignInFirst();
  const query = useMyBooking(id, session.signedIn);
  const queryClient = useQueryClient();
  if (session.ready && !session.signedIn) return <SignInPrompt />;
  const onChanged = (booking: ConsumerBookingDetail) => {
    queryClient.setQueryData(myBookingKey(id), booking);
    void queryClient.invalidateQueries({ queryKey: myBookingsKey });
  };
  // Paid or expired: the booking's status, payment and receipts are read again, and the list with them.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: myBookingKey(id) });
    void queryClient.invalidateQueries({ queryKey: myBookingsKey });
  };
  return (
    <KeyboardAwareScroll
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <Stack.Screen options={{ title: query.data?.offeringName ?? BOOKING_COPY.myBookingsTitle }} />
      <QueryView query={query}>
        {(booking) => <BookingView booking={booking} onChanged={onChanged} payment={renderPayment(booking, refresh)} />}
      </QueryView>
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  hero: { gap: space.xs },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  card: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  detail: { gap: 2 },
});
