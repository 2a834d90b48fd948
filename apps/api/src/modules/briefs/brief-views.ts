import {
  acceptanceRefused,
  answerRefused,
  briefReference,
  briefStatus,
  formatLongDate,
  isBriefAnswer,
  refundTableRows,
  rupees,
  termsForCategory,
} from "@utsav/domain";
import type { BriefQuote, BriefStatus, ConsumerBriefSummary, VendorBrief } from "@utsav/domain";
import type { BriefMatchRow, BriefRepository, BriefRow } from "./brief-repository.ts";
import { DEFAULT_TERMS, toTerms } from "../terms/index.ts";
import { cancellationTerms } from "../bookings/index.ts";
import { required } from "../../platform/required.ts";

// How briefs and quotes are shown to the consumer and to a matched vendor (docs/decisions/0023).

type AnswerRow = Awaited<ReturnType<BriefRepository["answersOf"]>>[number];
type PhotoRow = Awaited<ReturnType<BriefRepository["photosOf"]>>[number];

/** A quote the consumer sees: sent, and not withdrawn by a decline. */
export const isQuote = (m: Pick<BriefMatchRow, "answer" | "price">) =>
  m.price !== null && (m.answer === "quoted" || m.answer === "accepted" || m.answer === "closed");

/**
 * A brief as its consumer's list and its page show it, with how many vendors it went to and how many quotes it holds,
 * counted from its own answers by one rule, so the list and the page never disagree.
 */
export function consumerBriefSummary(
  brief: BriefRow,
  answers: readonly Pick<BriefMatchRow, "answer" | "price">[],
  today: string,
): ConsumerBriefSummary {
  return { ...briefSummary(brief, today), vendorsCount: answers.length, quotesCount: answers.filter(isQuote).length };
}

export function briefSummary(
  brief: BriefRow,
  today: string,
): Omit<ConsumerBriefSummary, "vendorsCount" | "quotesCount"> & { status: BriefStatus } {
  return {
    id: brief.id,
    reference: briefReference(brief.id),
    occasion: brief.occasion,
    eventDate: brief.eventDate,
    locality: brief.locality,
    categories: brief.categories,
    status: briefStatus(brief.status, brief.eventDate, today),
    createdAt: brief.createdAt.toISOString(),
  };
}

export function briefDetails(brief: BriefRow, photos: readonly PhotoRow[], url: (key: string) => string) {
  return {
    guests: brief.guests,
    budgetMin: brief.budgetMin,
    budgetMax: brief.budgetMax,
    notes: brief.notes,
    photos: photos.filter((p) => p.briefId === brief.id).map((p) => ({ id: p.id, url: url(p.imageKey) })),
  };
}

/** The quoting vendor's terms for a category, as read with its quote (answersOf). */
export const quoteTerms = (row: Pick<AnswerRow, "terms">, category: string) =>
  termsForCategory(row.terms ? toTerms(row.terms) : DEFAULT_TERMS, category);

/** A quote as the consumer compares it, with the vendor's terms for the quote's category. */
export function quoteView(row: AnswerRow, status: BriefStatus, today: string): BriefQuote {
  const m = row.match;
  const terms = quoteTerms(row, row.offeringCategory ?? m.categories[0] ?? "");
  const answer = m.answer === "accepted" || m.answer === "closed" ? m.answer : "quoted";
  return {
    id: m.id,
    vendorName: row.vendorName,
    vendorRating: row.vendorRating,
    vendorVerified: row.vendorVerified,
    price: required(m.price, "the price of a quote (isQuote)"),
    included: m.included ?? "",
    offering: row.offeringTitle ? { title: row.offeringTitle, slug: row.offeringSlug } : null,
    validUntil: m.validUntil ?? "",
    status: answer,
    quotedAt: (m.quotedAt ?? m.updatedAt).toISOString(),
    advancePercent: terms.advancePercent,
    refunds: terms.refunds ? refundTableRows(terms.refunds) : null,
    cancellationTerms: cancellationTerms(row.cancellationPolicy, row.policy),
    canAccept: acceptanceRefused(status, { answer: m.answer, validUntil: m.validUntil }, today) === null,
  };
}

/** A brief as a matched vendor sees it: the brief, and the vendor's own answer. */
export function vendorBriefView(
  row: { brief: BriefRow; match: BriefMatchRow; offeringTitle: string | null },
  photos: readonly PhotoRow[],
  url: (key: string) => string,
  today: string,
): VendorBrief {
  const { brief, match } = row;
  const summary = briefSummary(brief, today);
  const answer = isBriefAnswer(match.answer) ? match.answer : "new";
  return {
    ...summary,
    ...briefDetails(brief, photos, url),
    matchedCategories: match.categories,
    answer,
    quote:
      match.price !== null && answer !== "declined"
        ? {
            price: match.price,
            included: match.included ?? "",
            offeringId: match.offeringId,
            offeringTitle: row.offeringTitle,
            validUntil: match.validUntil ?? "",
            quotedAt: (match.quotedAt ?? match.updatedAt).toISOString(),
          }
        : null,
    bookingId: answer === "accepted" ? brief.bookingId : null,
    canAnswer: answerRefused(summary.status, answer) === null,
  };
}

/** What the booking made from a quote holds, labelled as the booking pages and the vendor's e-mail show it. */
export function quoteBookingData(brief: BriefRow, quote: BriefMatchRow): Record<string, string> {
  const data: Record<string, string> = {
    [QUOTE_BOOKING_LABELS.request]: briefReference(brief.id),
    [QUOTE_BOOKING_LABELS.occasion]: brief.occasion,
    [QUOTE_BOOKING_LABELS.eventDate]: formatLongDate(brief.eventDate),
    [QUOTE_BOOKING_LABELS.locality]: brief.locality,
    [QUOTE_BOOKING_LABELS.guests]: String(brief.guests),
    [QUOTE_BOOKING_LABELS.quote]: rupees(quote.price ?? 0),
    [QUOTE_BOOKING_LABELS.included]: quote.included ?? "",
  };
  if (brief.notes) data[QUOTE_BOOKING_LABELS.notes] = brief.notes;
  return data;
}

/**
 * The answers of a booking made from a quote, by label. Only the notes are the consumer's own words: deleting the
 * account removes them and keeps the rest, the vendor's quote and what was asked for (modules/privacy).
 */
export const QUOTE_BOOKING_LABELS = {
  request: "Request",
  occasion: "Occasion",
  eventDate: "Event date",
  locality: "Locality",
  guests: "Guests or units",
  quote: "Quote",
  included: "What's included",
  notes: "Notes",
} as const;
