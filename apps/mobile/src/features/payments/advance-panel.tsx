import {
  APP_PAYMENT_COPY,
  CHECKOUT_COPY,
  COMMON_COPY,
  formatDayTime,
  MESSAGES,
  money,
  PAYMENT_COPY,
  rupees,
  toPaise,
  toRupees,
} from "@utsav/domain/shopper";
import type { PlacedPayment } from "@utsav/domain";
import { useEffect, useRef } from "react";
import { AccessibilityInfo, ActivityIndicator, Platform, StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import type { AdvancePhase } from "./use-advance-payment";
import { useAdvancePayment } from "./use-advance-payment";

export interface AdvanceToPay {
  orderId: string;
  advancePaise: number;
  /** Rupees left to pay in cash on the day. */
  cashOnTheDay: number;
  expiresAt: string;
}

interface AdvancePanelProps {
  advance: AdvanceToPay;
  /** 'Pay now' from My bookings: the checkout opens as the screen does. */
  payOnOpen?: boolean;
  onSettled?: (status: "paid" | "expired") => void;
}

/** What the live region says in each phase; nothing while the shopper has not started. */
function phaseLine(phase: AdvancePhase, advancePaise: number): string | null {
  switch (phase) {
    case "checking":
      return PAYMENT_COPY.checking;
    case "paid":
      return `${PAYMENT_COPY.paid(money(advancePaise))}. ${MESSAGES.bookingSuccess}`;
    case "expired":
      return PAYMENT_COPY.expired;
    case "unconfirmed":
      return CHECKOUT_COPY.unconfirmed;
    case "unavailable":
      return CHECKOUT_COPY.checkoutUnavailable;
    default:
      return null;
  }
}

/**
 * The advance to pay and the way to pay it (docs/decisions/0053): until when the booking is held, what is left in cash,
 * and 'Pay ₹x advance', which opens the site's checkout in the in-app browser. Back in the app the state the server
 * answers shows in a live region (Android) and is announced (iOS): paid, expired, or not heard of yet.
 */
export function AdvancePanel({ advance, payOnOpen = false, onSettled }: AdvancePanelProps) {
  const { phase, pay, checkAgain } = useAdvancePayment(advance.orderId, onSettled);
  const line = phaseLine(phase, advance.advancePaise);
  const opened = useRef(false);
  useEffect(() => {
    if (!payOnOpen || opened.current) return;
    opened.current = true;
    void pay();
  }, [payOnOpen, pay]);
  useEffect(() => {
    // Android reads the live region below; iOS has none, so the line is announced, after what is being read.
    if (line && Platform.OS === "ios") AccessibilityInfo.announceForAccessibilityWithOptions(line, { queue: true });
  }, [line]);

  const settled = phase === "paid" || phase === "expired";
  const payLabel =
    phase === "unconfirmed" || phase === "unavailable" ? COMMON_COPY.retry : PAYMENT_COPY.payButton(toRupees(advance.advancePaise));
  return (
    <View style={styles.panel}>
      {settled ? null : <Text style={styles.text}>{PAYMENT_COPY.heldUntil(formatDayTime(advance.expiresAt))}</Text>}
      {phase === "expired" ? null : <Text style={styles.text}>{PAYMENT_COPY.cashRest(rupees(advance.cashOnTheDay))}</Text>}
      <View accessibilityLiveRegion="polite" style={styles.status}>
        {phase === "checking" ? <ActivityIndicator color={colors.primary} accessibilityLabel={PAYMENT_COPY.checking} /> : null}
        {phase === "paid" ? <Text style={styles.strong}>{PAYMENT_COPY.paid(money(advance.advancePaise))}</Text> : null}
        {/* Paid, the booking has reached its vendor: the success view's own words (application §4). */}
        {phase === "paid" ? <Text style={styles.text}>{MESSAGES.bookingSuccess}</Text> : null}
        {line && phase !== "paid" ? <Text style={phase === "unavailable" ? styles.error : styles.text}>{line}</Text> : null}
      </View>
      {phase === "unconfirmed" ? <Button label={CHECKOUT_COPY.checkAgain} variant="secondary" onPress={checkAgain} /> : null}
      {settled || phase === "checking" ? null : (
        <Button
          label={payLabel}
          accessibilityHint={APP_PAYMENT_COPY.checkoutHint}
          loading={phase === "opening"}
          onPress={() => void pay()}
        />
      )}
    </View>
  );
}

/** The advance of a booking just placed, as the booking form's success view shows it. */
export function PlacedAdvancePanel({ payment }: { payment: PlacedPayment }) {
  const advance = { ...payment, advancePaise: toPaise(payment.advance) };
  return (
    <View style={styles.placed}>
      <Text accessibilityRole="header" style={styles.title}>
        {PAYMENT_COPY.advanceTitle}
      </Text>
      <AdvancePanel advance={advance} />
    </View>
  );
}

const styles = StyleSheet.create({
  placed: { gap: space.md },
  panel: { gap: space.sm },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  status: { gap: space.xs },
  text: { fontSize: font.body, color: colors.text },
  strong: { fontSize: font.body, fontWeight: "700", color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
