import { isIsoDate } from "../shared/dates.ts";
import { refundLine, refundOnDate } from "./rules.ts";
import type { RefundSchedule } from "./rules.ts";
import { TERMS_COPY } from "./words.ts";

// The refund calculator beside a vendor's refund table (docs/decisions/0022, 0066): the web's policy sheet and the
// app's terms sheet give the same answer, by the rule a booking's cancellation uses (refundOnDate → refundFor).

/**
 * What the calculator says for an event date and a day of cancelling (both YYYY-MM-DD, as typed or picked):
 * "Cancel on 12 March 2026: ₹1,500 back of ₹2,000", or what to fix first. Null where the vendor shows no refunds or
 * the price is unknown, so no amount is promised.
 */
export function refundCalculatorAnswer(
  terms: { advancePercent: number | null; refunds: RefundSchedule | null },
  price: number,
  { eventDate, cancelOn, now = new Date() }: { eventDate: string; cancelOn: string; now?: Date },
): string | null {
  if (!terms.refunds || price <= 0) return null;
  if (!isIsoDate(eventDate) || !isIsoDate(cancelOn)) return TERMS_COPY.chooseBothDates;
  if (cancelOn > eventDate) return TERMS_COPY.chooseBeforeEvent;
  const quote = refundOnDate(terms, price, { eventDate, cancelOn, now });
  return quote ? refundLine(cancelOn, quote) : TERMS_COPY.chooseBothDates;
}
