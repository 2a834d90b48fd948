import { BRIEF_ANSWER_LABELS, BRIEF_STATUS_LABELS } from "@utsav/domain/shopper";
import type { BriefAnswer, BriefStatus } from "@utsav/domain/client";
import { StatusBadge } from "../../shared/ui/status-badge";
import type { StatusTone } from "../../shared/ui/status-badge";

/** As the web's: a booked brief and an accepted quote are good news, an expired brief and a closed quote are over. */
const TONES: Record<BriefStatus | BriefAnswer, StatusTone> = {
  open: "waiting",
  new: "waiting",
  quoted: "waiting",
  booked: "good",
  accepted: "good",
  expired: "over",
  closed: "over",
  declined: "over",
};

const labelOf = (status: BriefStatus | BriefAnswer) =>
  status in BRIEF_STATUS_LABELS ? BRIEF_STATUS_LABELS[status as BriefStatus] : BRIEF_ANSWER_LABELS[status as BriefAnswer];

/** A brief's status ("Open", "Booked", "Expired") or a quote's ("Accepted", "Closed"): the word carries the meaning. */
export function BriefStatusBadge({ status }: { status: BriefStatus | BriefAnswer }) {
  return <StatusBadge label={labelOf(status)} tone={TONES[status]} />;
}

export { labelOf as briefStatusLabel };
