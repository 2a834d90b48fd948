import { StyleSheet, Text } from "react-native";
import { colors, font, radius, space } from "./theme";

/**
 * The tones a status shows in, as on the web, every pair readable at 4.5:1. The word carries the meaning; the colour
 * repeats it.
 */
export const STATUS_TONES = {
  /** Amber, a wait on the shopper: dark brown on the notice yellow reads at 7:1. */
  notice: { color: "#6B4100", backgroundColor: colors.notice },
  /** Blue, waiting on someone else: a booking received, a brief open or quoted. */
  waiting: { color: "#0B4F8A", backgroundColor: "#E3F0FB" },
  good: { color: colors.verified, backgroundColor: colors.verifiedSurface },
  bad: { color: colors.error, backgroundColor: colors.errorSurface },
  done: { color: colors.text, backgroundColor: colors.skeleton },
  over: { color: colors.muted, backgroundColor: colors.skeleton },
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

/** A status as a short coloured label (a booking's, a brief's, a quote's). */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <Text style={[styles.badge, STATUS_TONES[tone]]}>{label}</Text>;
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
