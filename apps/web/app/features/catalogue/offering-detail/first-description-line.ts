import type { OfferingDetail } from "@utsav/domain";

/** The first line of the offering's description: the page's meta description and the product's. */
export function firstDescriptionLine(offering: OfferingDetail): string {
  return offering.description[0]?.items[0] ?? offering.vendorDescription;
}
