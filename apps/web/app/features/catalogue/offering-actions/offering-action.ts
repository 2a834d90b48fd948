import { BREAKPOINTS, CATALOGUE_COPY, MESSAGES } from "@utsav/domain/client";
import type { OfferingDetail, OfferingType } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import type { OfferingEventName } from "./api/record-offering-event";
import { encodeBookingLink } from "../../../shared/lib/booking-link";
import type { OfferingFlow } from "./offering-action-overlays";

/**
 * Records a Buy or Call press (application §7 analytics), fire and forget. The API client loads on the first press,
 * which keeps it out of every offering page's and list's first load (the 130 KB budget).
 */
function recordPress(name: OfferingEventName, offeringId: string): void {
  import("./api/record-offering-event").then(({ recordOfferingEvent }) => recordOfferingEvent(name, offeringId)).catch(() => {});
}

/** The one action button of the price bar, labelled by the offering type (application §2 Price bar). */
export const ACTION_LABELS: Record<OfferingType, string> = CATALOGUE_COPY.actions;

export type OfferingActionTarget = Pick<
  OfferingDetail,
  "id" | "offeringType" | "offeringRedirectUrl" | "offeringSlug" | "vendorName" | "offeringName" | "bookingAttributes" | "terms"
>;

interface ActionHandlers {
  /** Opens the booking dialog or the call sheet. */
  openFlow: (flow: OfferingFlow) => void;
  navigate: (to: string) => void;
}

/**
 * What the price bar's button does (application §4 Buy, Book, Call). Buy records the click and opens the external
 * purchase link; without one it logs, as the spec has it, and opens "How to buy", which says how to order from the
 * vendor (docs/decisions/0039). Book goes to the /booking page on phones and opens the booking dialog elsewhere; Call
 * records the click and opens the call sheet.
 */
export function onOfferingAction(offering: OfferingActionTarget, { openFlow, navigate }: ActionHandlers): void {
  if (offering.offeringType === "buy") {
    recordPress("buy_click", offering.id);
    if (!offering.offeringRedirectUrl) {
      // eslint-disable-next-line no-console -- spec: application §4 "without, nothing happens apart from a log"
      console.info(MESSAGES.noRedirectUrl);
      openFlow("buy");
      return;
    }
    window.open(offering.offeringRedirectUrl, "_blank", "noopener,noreferrer");
    return;
  }
  if (offering.offeringType === "call") {
    recordPress("call_click", offering.id);
    openFlow("call");
    return;
  }
  // spec: application §4 "Book: on mobile web it redirects to /booking; otherwise a booking sheet opens".
  if (window.innerWidth < BREAKPOINTS.tablet) {
    const { id, offeringSlug, vendorName, offeringName, bookingAttributes, terms } = offering;
    const leadTimeDays = terms?.leadTimeDays ?? null;
    navigate(paths.booking(encodeBookingLink({ offeringId: id, offeringSlug, vendorName, offeringName, bookingAttributes, leadTimeDays })));
    return;
  }
  openFlow("book");
}
