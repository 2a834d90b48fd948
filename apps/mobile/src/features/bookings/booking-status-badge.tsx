import { BOOKING_STATUS_LABELS } from "@utsav/domain/shopper";
import type { BookingStatus } from "@utsav/domain";
import { StatusBadge } from "../../shared/ui/status-badge";
import type { StatusTone } from "../../shared/ui/status-badge";

/** Each status's tone, as on the web: a wait, good news, a refusal, or over. */
const TONES: Record<BookingStatus, StatusTone> = {
  awaiting_payment: "notice",
  received: "waiting",
  confirmed: "good",
  declined: "bad",
  completed: "done",
  cancelled: "over",
  expired: "over",
};

/** A booking's status as a short coloured label, as on the web. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge label={BOOKING_STATUS_LABELS[status]} tone={TONES[status]} />;
}
