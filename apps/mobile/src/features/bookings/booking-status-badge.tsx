import { BOOKING_STATUS_LABELS } from "@utsav/domain/shopper";
import type { BookingStatus } from "@utsav/domain";
import { StyleSheet, Text } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

/** Each status's colours, every pair readable at 4.5:1; the word carries the meaning, the colour repeats it. */
const TONES: Record<BookingStatus, { color: string; backgroundColor: string }> = {
  // Amber, as a wait for the shopper: dark brown on the notice yellow reads at 7:1.
  awaiting_payment: { color: "#6B4100", backgroundColor: colors.notice },
  received: { color: "#0B4F8A", backgroundColor: "#E3F0FB" },
  confirmed: { color: colors.verified, backgroundColor: colors.verifiedSurface },
  declined: { color: colors.error, backgroundColor: colors.errorSurface },
  completed: { color: colors.text, backgroundColor: colors.skeleton },
  cancelled: { color: colors.muted, backgroundColor: colors.skeleton },
  expired: { color: colors.muted, backgroundColor: colors.skeleton },
};

/** A booking's status as a short coloured label, as on the web. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Text style={[styles.badge, TONES[status]]}>{BOOKING_STATUS_LABELS[status]}</Text>;
}

const styles = StyleSheet.create({
  badge: {
    alignSelf: "flex-start",
    paddingHorizontal: space.sm,
    paddingVertical: 2,
    borderRadius: radius.pill,
    overflow: "hidden",
    fontSize: font.small,
    fontWeight: "700",
  },
});
