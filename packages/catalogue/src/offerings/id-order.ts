import { idNumber } from "@utsav/domain";
import type { OfferingSeed } from "../types.ts";

/** One family's offerings in catalogue order, by the number of their id (DGP2 before DGP10), whichever file holds them. */
export function inIdOrder(offerings: readonly OfferingSeed[]): OfferingSeed[] {
  return [...offerings].sort((a, b) => idNumber(a.id) - idNumber(b.id));
}
