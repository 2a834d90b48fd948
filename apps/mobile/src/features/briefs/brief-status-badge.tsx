import { BRIEF_ANSWER_LABELS, BRIEF_STATUS_LABELS } from "@utsav/domain/shopper";
import type { BriefAnswer, BriefStatus } from "@utsav/domain/client";
import { StyleSheet, Text } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

const WAITING = { color: "#0B4F8A", backgroundColor: "#E3F0FB" };
const GOOD = { color: colors.verified, backgroundColor: colors.verifiedSurface };
const OVER = { color: colors.muted, backgroundColor: colors.skeleton };

/** As the web's: a booked brief and an accepted quote are good news, an expired brief and a closed quote are over. */
const TONES: Record<BriefStatus | BriefAnswer, { color: string; backgroundColor: string }> = {
  open: WAITING,
  new: WAITING,
  quoted: WAITING,
  booked: GOOD,
  accepted: GOOD,
  expired: OVER,
  closed: OVER,
  declined: OVER,
};

const labelOf = (status: BriefStatus | BriefAnswer) =>
  status in BRIEF_STATUS_LABELS ? BRIEF_STATUS_LABELS[status as BriefStatus] : BRIEF_ANSWER_LABELS[status as BriefAnswer];

/** A brief's status ("Open", "Booked", "Expired") or a quote's ("Accepted", "Closed"): the word carries the meaning. */
export function BriefStatusBadge({ status }: { status: BriefStatus | BriefAnswer }) {
  return <Text style={[styles.badge, TONES[status]]}>{labelOf(status)}</Text>;
}

export { labelOf as briefStatusLabel };

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
