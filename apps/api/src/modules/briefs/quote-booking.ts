import { createHash } from "node:crypto";
import { advanceDue, briefCopyFor } from "@utsav/domain";
import type { PaymentService } from "../payments/index.ts";
import type { BriefMatchRow, BriefRow } from "./brief-repository.ts";
import { quoteBookingData, quoteTerms } from "./brief-views.ts";

/**
 * The booking an accepted quote becomes, as every booking is placed (docs/decisions/0023, 0035): the quote's offering
 * (or the vendor's offering in a matched category), the brief's date, place and answers, the shopper signed in. The
 * caller adds the terms it keeps and its advance.
 */
export function acceptedBooking(
  brief: BriefRow,
  quote: BriefMatchRow,
  offering: { id: string; title: string },
  { vendorName, user }: { vendorName: string; user: { id: string; fullName: string | null; phone: string } },
) {
  return {
    offeringId: offering.id,
    vendorId: quote.vendorId,
    offeringName: quote.offeringId === offering.id ? offering.title : briefCopyFor.quoteFor(brief.occasion),
    vendorName,
    bookingData: quoteBookingData(brief, quote),
    eventDate: brief.eventDate,
    locality: brief.locality,
    userId: user.id,
    consumerName: user.fullName,
    consumerPhone: user.phone,
    idempotencyKey: null,
    idempotencyScope: null,
    requestHash: createHash("sha256").update(`quote:${quote.id}`).digest("hex"),
  };
}

/**
 * The advance of an accepted quote, by the terms the shopper compared (the quote's category: quoteView), and its order
 * made at the provider before the acceptance's transaction (docs/decisions/0048); no order where none is asked.
 */
export async function quoteAdvance(
  payments: PaymentService,
  chosen: Parameters<typeof quoteTerms>[0] & { offeringCategory: string | null; match: BriefMatchRow },
  briefId: string,
) {
  const compared = quoteTerms(chosen, chosen.offeringCategory ?? chosen.match.categories[0] ?? "");
  const advance = payments.enabled && chosen.match.price !== null ? advanceDue(chosen.match.price, compared.advancePercent) : null;
  const order = advance ? await payments.prepare(advance, { briefId, vendorId: chosen.match.vendorId }) : null;
  return { compared, advance, order };
}
