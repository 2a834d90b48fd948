import { chatLink, MESSAGES, SUPPORT } from "@utsav/domain/client";
import type { OfferingDetail, OfferingType } from "@utsav/domain";

/** The one action button of the price bar, labelled by the offering type (application §2 Price bar). */
export const ACTION_LABELS: Record<OfferingType, string> = { buy: "Buy Now", book: "Book Now", call: "Call Now" };

/** The text next to the price: the price label without its leading 'From', which the subtitle already says. */
export const DEFAULT_PRICE_SUBTITLE = "From";

export type OfferingActionTarget = Pick<OfferingDetail, "offeringType" | "offeringRedirectUrl" | "title">;

/**
 * What the price bar's button does (application §4 Buy, Book, Call). Buy opens the external purchase link, and
 * without one only logs. The booking form and the call sheet are built later; until then Book and Call open
 * the support chat with the offering named, so the button always leads somewhere. Replace this function when
 * those flows land.
 */
export function onOfferingAction(offering: OfferingActionTarget): void {
  if (offering.offeringType === "buy") {
    if (!offering.offeringRedirectUrl) {
      // eslint-disable-next-line no-console -- spec: application §4 "without, nothing happens apart from a log"
      console.info(MESSAGES.noRedirectUrl);
      return;
    }
    window.open(offering.offeringRedirectUrl, "_blank", "noopener,noreferrer");
    return;
  }
  window.open(chatLink(SUPPORT.phone, `Hi, I'm interested in ${offering.title}.`), "_blank", "noopener,noreferrer");
}
