import { randomUUID } from "node:crypto";
import {
  acceptanceRefused,
  answerRefused,
  API_MESSAGES,
  BRIEF_LIMITS,
  BRIEF_MESSAGES,
  briefStatus,
  indianDate,
  QUOTE_MESSAGES,
  UPLOAD,
  validateBrief,
  validateQuote,
} from "@utsav/domain";
import type {
  BriefCreateRequest,
  BriefPhotos,
  ConsumerBriefDetail,
  ConsumerBriefList,
  DeclineRequest,
  QuoteRequest,
  VendorBriefDetail,
  VendorBriefList,
} from "@utsav/domain";
import { required } from "../../platform/required.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AccountRepository } from "../accounts/index.ts";
import type { BriefAnswerRepository } from "./brief-answer-repository.ts";
import type { BriefMatchRow, BriefRepository, BriefRow } from "./brief-repository.ts";
import type { BookingRepository } from "../bookings/index.ts";
import { matchedVendors } from "./brief-matching.ts";
import { briefDetails, consumerBriefSummary, isQuote, quoteBookingData, quoteTerms, quoteView, vendorBriefView } from "./brief-views.ts";
import { acceptedBooking, quoteAdvance } from "./quote-booking.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import type { TermsService } from "../terms/index.ts";
import { OrderRepository } from "../payments/index.ts";
import type { PaymentService } from "../payments/index.ts";
import { allFilesOrNone, encodeWebp, sniff } from "../../platform/storage/uploads.ts";
import type { UploadedFile } from "../../platform/storage/uploads.ts";

/** Reference photos are kept within this square, whole (not cropped). */
const PHOTO_PX = 1600;

const briefNotFound = () => new HttpError(404, BRIEF_MESSAGES.briefNotFound, "NOT_FOUND");
const conflict = (message: string) => new HttpError(409, message, "BRIEF_CONFLICT");
const invalid = (errors: Record<string, string | undefined>) => {
  const first = Object.values(errors).find(Boolean);
  return first ? new HttpError(400, first, "VALIDATION_FAILED") : null;
};

/**
 * Requests for proposals (docs/decisions/0023): a consumer's brief goes to the vendors that match it (one rule,
 * matchingCategories), who are told in the brief's own transaction; vendors quote or decline; the consumer accepts
 * one quote, which becomes a booking in the bookings lifecycle, and the other quoting vendors are told. A brief is
 * its consumer's and its matched vendors' alone: anyone else's id is 404, as one that does not exist.
 */
export class BriefService {
  constructor(
    private readonly briefs: BriefRepository,
    private readonly answers: BriefAnswerRepository,
    private readonly bookingRecords: BookingRepository,
    private readonly accounts: AccountRepository,
    private readonly terms: TermsService,
    private readonly storage: FileStorage,
    private readonly drafts: NotificationDrafts,
    /** Called once messages are queued: wakes this process's notification worker. */
    private readonly onQueued: () => void,
    /** An accepted quote whose vendor asks an advance is paid online first (docs/decisions/0048). */
    private readonly payments: { service: PaymentService; commission: Record<string, number> },
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return indianDate(this.now());
  }

  // --- the consumer ---

  /** Keeps reference photos (images only, re-encoded without their metadata) for a brief the consumer will send. */
  async storePhotos(userId: string, files: UploadedFile[]): Promise<BriefPhotos> {
    if (files.length === 0) throw new HttpError(400, API_MESSAGES.noFileChosen, "NO_FILE");
    for (const file of files) {
      if ((await sniff(file.body)) !== "image") throw new HttpError(400, API_MESSAGES.onlyImages, "FILE_NOT_ALLOWED");
    }
    // All files are stored, then all rows written at once; a failure on the way keeps none of them.
    return allFilesOrNone(this.storage, async (keep) => {
      const stored: { imageKey: string; name: string; userId: string }[] = [];
      for (const file of files) {
        const { data } = await encodeWebp(file.body, { width: PHOTO_PX, height: PHOTO_PX, fit: "inside" }, UPLOAD.imageQuality);
        const imageKey = keep(`briefs/${randomUUID()}.webp`);
        await this.storage.put(imageKey, data, "image/webp");
        stored.push({ imageKey, name: file.name, userId });
      }
      const ids = await this.briefs.addPhotos(stored);
      return {
        photos: stored.map(({ imageKey, name }, i) => ({ id: required(ids[i], "a photo's id"), url: this.storage.url(imageKey), name })),
      };
    });
  }

  async create(userId: string, body: BriefCreateRequest): Promise<ConsumerBriefDetail> {
    const now = this.now();
    const today = indianDate(now);
    const notes = body.notes?.trim() ?? "";
    const photoIds = body.photoIds ?? [];
    const refused = invalid(validateBrief({ ...body, notes, photoCount: photoIds.length }, today));
    if (refused) throw refused;
    const locality = this.terms.locality(body.locality);
    const categories = [...new Set(body.categories)];
    const wanted = { categories, locality, eventDate: body.eventDate };
    const matches = matchedVendors(await this.briefs.candidates(categories, body.eventDate), wanted, now);
    if (matches.length === 0) throw new HttpError(422, BRIEF_MESSAGES.noVendors, "NO_MATCHING_VENDORS");
    const brief = await this.briefs.create(
      {
        userId,
        ...wanted,
        locality: locality.name,
        occasion: body.occasion,
        guests: body.guests,
        budgetMin: body.budgetMin,
        budgetMax: body.budgetMax,
        notes,
      },
      { today, photoIds, matches: matches.map(({ vendorId, categories: matched }) => ({ vendorId, categories: matched })) },
      {
        admit: (open) => {
          if (open >= BRIEF_LIMITS.openPerConsumer) throw new HttpError(409, BRIEF_MESSAGES.openLimit, "BRIEF_LIMIT");
        },
        photosMissing: () => {
          throw new HttpError(400, BRIEF_MESSAGES.photoNotFound, "PHOTO_NOT_FOUND");
        },
      },
      (created) => this.drafts.briefMatched(created, matches),
    );
    this.onQueued();
    return this.consumerDetail(userId, brief.id);
  }

  async consumerList(userId: string): Promise<ConsumerBriefList> {
    const today = this.today();
    const rows = await this.briefs.consumerList(userId, BRIEF_LIMITS.listMax);
    // Each brief's answers, grouped once, so that each summary reads only its own.
    const answersByBrief = new Map<string, Awaited<ReturnType<BriefRepository["matchesOf"]>>>();
    for (const m of await this.briefs.matchesOf(rows.map((brief) => brief.id))) {
      const own = answersByBrief.get(m.briefId);
      if (own) own.push(m);
      else answersByBrief.set(m.briefId, [m]);
    }
    return { briefs: rows.map((brief) => consumerBriefSummary(brief, answersByBrief.get(brief.id) ?? [], today)) };
  }

  async consumerDetail(userId: string, id: string): Promise<ConsumerBriefDetail> {
    const brief = await this.briefs.consumerBrief(userId, id);
    if (!brief) throw briefNotFound();
    const today = this.today();
    const [answers, photos] = await Promise.all([this.briefs.answersOf(id), this.briefs.photosOf([id])]);
    const matches = answers.map((a) => a.match);
    const summary = consumerBriefSummary(brief, matches, today);
    const quotes = answers
      .filter((a) => isQuote(a.match))
      .map((a) => quoteView(a, summary.status, today))
      .sort((a, b) => a.price - b.price);
    return {
      ...summary,
      ...briefDetails(brief, photos, (key) => this.storage.url(key)),
      quotes,
      waitingCount: answers.filter((a) => a.match.answer === "new").length,
      declinedCount: answers.filter((a) => a.match.answer === "declined").length,
      bookingId: brief.bookingId,
    };
  }

  /**
   * Accepts a quote: it becomes a booking placed as every booking is (received with the vendor's messages, or awaiting
   * its advance with an order: docs/decisions/0048; its terms as compared, the quote's price kept for refunds:
   * docs/decisions/0035), the brief is booked, and the other quoting vendors are told.
   */
  async accept(userId: string, id: string, quoteId: string): Promise<ConsumerBriefDetail> {
    const [user, brief] = await Promise.all([this.accounts.userById(userId), this.briefs.consumerBrief(userId, id)]);
    if (!user || !brief) throw briefNotFound();
    const chosen = (await this.briefs.answersOf(id)).find((a) => a.match.id === quoteId);
    if (!chosen) throw new HttpError(404, BRIEF_MESSAGES.quoteNotFound, "NOT_FOUND");
    const recipients = await this.bookingRecords.vendorRecipients(chosen.match.vendorId);
    const today = this.today();
    const { compared, advance, order } = await quoteAdvance(this.payments.service, chosen, id);
    const accepted = await this.answers.accept(
      userId,
      id,
      quoteId,
      {
        decide: (current, quote) => {
          const refused = acceptanceRefused(briefStatus(current.status, current.eventDate, today), quote, today);
          if (refused) throw conflict(refused);
        },
        noOffering: () => {
          throw conflict(BRIEF_MESSAGES.vendorUnavailable);
        },
      },
      (current, quote, offering) => {
        const bookingData = quoteBookingData(current, quote);
        const { advancePercent, refunds } = order ? compared : quoteTerms(chosen, offering.category);
        return {
          booking: {
            ...acceptedBooking(current, quote, offering, { vendorName: chosen.vendorName, user: { ...user, id: userId } }),
            termsAtBooking: { advancePercent, refunds, price: required(quote.price, "the price of a quote (acceptanceRefused)") },
            advanceAmount: advance,
            commissionPercent: advance ? (this.payments.commission[offering.category] ?? 0) : null,
          },
          // Stored with the booking; the vendor is told when the advance is captured (bookings/money-hooks.ts).
          alongside: order ? (tx, booking) => OrderRepository.open(tx, { ...order, bookingId: booking.id }) : undefined,
          notify: (booking) =>
            !order && recipients
              ? this.drafts.bookingPlaced(
                  booking,
                  recipients,
                  Object.entries(bookingData).map(([label, value]) => ({ label, value })),
                )
              : [],
        };
      },
      (current, closed) => this.drafts.quotesClosed(current, closed),
    );
    if (!accepted) throw new HttpError(404, BRIEF_MESSAGES.quoteNotFound, "NOT_FOUND");
    this.onQueued();
    return this.consumerDetail(userId, id);
  }

  // --- the vendor ---

  async vendorList(vendorId: string): Promise<VendorBriefList> {
    const today = this.today();
    const rows = await this.briefs.vendorList(vendorId, BRIEF_LIMITS.listMax);
    const photos = await this.briefs.photosOf(rows.map((r) => r.brief.id));
    return { briefs: rows.map((row) => vendorBriefView(row, photos, (key) => this.storage.url(key), today)) };
  }

  async vendorDetail(vendorId: string, id: string): Promise<VendorBriefDetail> {
    const row = await this.vendorBrief(vendorId, id);
    const [photos, offerings] = await Promise.all([
      this.briefs.photosOf([id]),
      this.briefs.vendorOfferings(vendorId, row.match.categories),
    ]);
    return { ...vendorBriefView(row, photos, (key) => this.storage.url(key), this.today()), offerings };
  }

  /** A quote, or a changed one: checked against the brief (409 once it is booked or past) before its fields (400). */
  async quote(vendorId: string, id: string, body: QuoteRequest): Promise<VendorBriefDetail> {
    const row = await this.vendorBrief(vendorId, id);
    const today = this.today();
    this.refuseAnswer(row.brief, row.match, today);
    const fields = { price: body.price, included: body.included.trim(), validUntil: body.validUntil };
    const refused = invalid(validateQuote(fields, { today, eventDate: row.brief.eventDate }));
    if (refused) throw refused;
    const offeringId = body.offeringId ?? null;
    if (offeringId && !(await this.briefs.vendorOfferings(vendorId, row.match.categories)).some((o) => o.id === offeringId)) {
      throw new HttpError(400, QUOTE_MESSAGES.offeringNotYours, "OFFERING_NOT_YOURS");
    }
    const consumerPhone = await this.briefs.consumerPhone(row.brief.userId);
    await this.answers.answer(
      vendorId,
      id,
      (brief, match) => this.refuseAnswer(brief, match, today),
      { answer: "quoted", ...fields, offeringId, quotedAt: new Date(), declineReason: null },
      (brief, _before, after) =>
        consumerPhone ? this.drafts.quoteSent(brief, { id: after.id, vendorName: row.vendorName, price: fields.price }, consumerPhone) : [],
    );
    this.onQueued();
    return this.vendorDetail(vendorId, id);
  }

  /** A decline: the vendor passes, withdrawing any quote it sent. The consumer is not told why. */
  async decline(vendorId: string, id: string, body: DeclineRequest): Promise<VendorBriefDetail> {
    const row = await this.vendorBrief(vendorId, id);
    const today = this.today();
    this.refuseAnswer(row.brief, row.match, today);
    const withdrawn = { price: null, included: null, offeringId: null, validUntil: null, quotedAt: null };
    await this.answers.answer(
      vendorId,
      id,
      (brief, match) => this.refuseAnswer(brief, match, today),
      { answer: "declined", ...withdrawn, declineReason: body.reason?.trim() || null },
      () => [],
    );
    return this.vendorDetail(vendorId, id);
  }

  private refuseAnswer(brief: BriefRow, match: BriefMatchRow, today: string): void {
    const refused = answerRefused(briefStatus(brief.status, brief.eventDate, today), match.answer);
    if (refused) throw conflict(refused);
  }

  /** A brief this vendor was matched to; any other id is 404. */
  private async vendorBrief(vendorId: string, id: string) {
    const [row] = await this.briefs.vendorList(vendorId, 1, id);
    if (!row) throw briefNotFound();
    return row;
  }
}
