import { ACCOUNT_EXPORT_FORMAT } from "@utsav/domain";
import type { ConsumerDataExport, VendorDataExport } from "@utsav/domain";
import type { AccountDataRepository, UserRow } from "./account-data-repository.ts";
import { AuthError, AUTH_MESSAGES } from "../../platform/sessions.ts";
import { toBooking, toReview } from "./export-views.ts";

// The download of one's data (DPDP Act 2023 s.11: a summary of the personal data processed and with whom it was
// shared; docs/decisions/0031). It reads every table that names the person and changes nothing.

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

type ExportBase = Pick<
  ConsumerDataExport,
  "format" | "version" | "exportedAt" | "profile" | "sessions" | "pushDevices" | "events" | "sharedWith"
>;

export class AccountDataService {
  constructor(
    private readonly records: AccountDataRepository,
    /** The public address of a stored file (storage.url). */
    private readonly fileUrl: (key: string) => string,
    /** The services that carry messages and files, as this server is configured (DPDP Act s.11(1)(b)). */
    private readonly serviceProviders: readonly string[],
  ) {}

  /** What a signed-in consumer gets: profile, sign-ins, bookings with their history, briefs with quotes, call leads, reviews. */
  async consumerExport(userId: string, sessionId: string): Promise<ConsumerDataExport> {
    const user = await this.user(userId);
    const [bookings, briefs, photos, callLeads, reviews] = await Promise.all([
      this.records.consumerBookings(user),
      this.records.consumerBriefs(user.id),
      this.records.photos(user.id),
      this.records.consumerCallLeads(user.id),
      this.records.consumerReviews(user.id),
    ]);
    const vendors = [...bookings.map((b) => b.booking.vendorName), ...callLeads.flatMap((lead) => lead.vendorName ?? [])];
    return {
      ...(await this.base(user, sessionId, vendors)),
      bookings: bookings.map(toBooking),
      briefs: briefs.map(({ brief, answers, photoKeys }) => ({
        id: brief.id,
        occasion: brief.occasion,
        eventDate: brief.eventDate,
        locality: brief.locality,
        guests: brief.guests,
        budgetMin: brief.budgetMin,
        budgetMax: brief.budgetMax,
        categories: brief.categories,
        notes: brief.notes,
        status: brief.status,
        bookingId: brief.bookingId,
        createdAt: iso(brief.createdAt),
        photos: photoKeys.map(this.fileUrl),
        answers: answers.map(({ match, vendorName }) => ({
          vendorName,
          answer: match.answer,
          price: match.price,
          included: match.included,
          offeringId: match.offeringId,
          validUntil: match.validUntil,
          quotedAt: isoOrNull(match.quotedAt),
        })),
      })),
      unsentPhotos: photos.filter((photo) => photo.briefId === null).map((photo) => this.fileUrl(photo.imageKey)),
      callLeads: callLeads.map((lead) => ({ ...lead, createdAt: iso(lead.createdAt) })),
      reviews: reviews.map((review) => toReview(review, this.fileUrl)),
    };
  }

  /**
   * What a signed-in vendor gets: its account, and its business's profile sections, offerings, pictures, identity
   * documents' metadata (never the files, the numbers only masked), terms, review decisions, identity changes and the
   * history of its edits, and what it received:
   * bookings with their history, the requests it was matched to with its answers, and call leads.
   */
  async vendorExport(userId: string, sessionId: string): Promise<VendorDataExport> {
    const user = await this.user(userId);
    const found = await this.records.business(user.id);
    const vendorId = found?.vendor.id ?? null;
    const [records, bookings, briefs, leads, availability] = vendorId
      ? await Promise.all([
          this.records.businessRecords(vendorId),
          this.records.vendorBookings(vendorId),
          this.records.matchedBriefs(vendorId),
          this.records.receivedCallLeads(vendorId),
          this.records.availability(vendorId),
        ])
      : [null, [], [], [], { dailyCapacity: null, offeringCapacities: [], blockedDays: [], calendarFeed: false }];
    const vendor = found?.vendor;
    const profile = found?.profile;
    return {
      ...(await this.base(user, sessionId, [])),
      business: vendor
        ? {
            vendorId: vendor.id,
            name: vendor.name,
            titleTag: vendor.titleTag,
            description: vendor.description,
            logo: vendor.logo,
            phone: vendor.phone,
            area: vendor.area,
            serviceArea: vendor.serviceArea,
            verified: vendor.verified,
            reviewState: vendor.reviewState,
            pausedAt: isoOrNull(vendor.pausedAt),
            pausedReason: vendor.pausedReason,
            createdAt: iso(vendor.createdAt),
            updatedAt: iso(vendor.updatedAt),
          }
        : null,
      vendorProfile: profile
        ? {
            state: profile.state,
            sections: profile.sections,
            submittedAt: isoOrNull(profile.submittedAt),
            kycState: profile.kycState,
            kycReason: profile.kycReason,
            kycSubmittedAt: isoOrNull(profile.kycSubmittedAt),
          }
        : null,
      offerings: (records?.offerings ?? []).map((offering) => ({
        id: offering.id,
        slug: offering.slug,
        title: offering.title,
        summary: offering.summary,
        category: offering.category,
        subCategory: offering.subCategory,
        price: offering.price,
        priceLabel: offering.priceLabel,
        offeringType: offering.offeringType,
        redirectUrl: offering.redirectUrl,
        status: offering.status,
        hiddenReason: offering.hiddenReason,
        description: offering.description,
        occasions: offering.occasions,
        bookingAttributes: offering.bookingAttributes,
        goodToKnow: offering.goodToKnow,
        images: offering.images.map((image) => image.url),
        createdAt: iso(offering.createdAt),
        updatedAt: iso(offering.updatedAt),
      })),
      gallery: (records?.gallery ?? []).map((image) => ({
        id: image.id,
        url: this.fileUrl(image.imageKey),
        thumbnailUrl: this.fileUrl(image.thumbnailKey),
        caption: image.caption,
        isMain: image.isMain,
        width: image.width,
        height: image.height,
        createdAt: iso(image.createdAt),
      })),
      kycDocuments: (records?.documents ?? []).map((document) => ({
        id: document.id,
        type: document.type,
        documentNumber: document.numberHint,
        expiryDate: document.expiryDate,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        uploadedAt: iso(document.createdAt),
      })),
      terms: records?.terms
        ? {
            serviceArea: records.terms.serviceArea,
            leadTimeDays: records.terms.leadTimeDays,
            leadTimeText: records.terms.leadTimeText,
            advancePercent: records.terms.advancePercent,
            refunds: records.terms.refunds,
            byCategory: records.terms.byCategory,
            updatedAt: iso(records.terms.updatedAt),
          }
        : null,
      decisions: (records?.decisions ?? []).map((decision) => ({
        decision: decision.decision,
        reason: decision.reason,
        sections: decision.sections,
        at: iso(decision.createdAt),
      })),
      identityChanges: (records?.identityChanges ?? []).map((change) => ({
        state: change.state,
        businessName: change.businessName,
        categories: change.categories,
        documentTypes: change.documentTypes,
        reason: change.reason,
        createdAt: iso(change.createdAt),
        decidedAt: isoOrNull(change.decidedAt),
      })),
      changes: (records?.changes ?? []).map((change) => ({
        kind: change.kind,
        target: change.target,
        fields: change.fields,
        before: change.before,
        after: change.after,
        clientAddress: change.clientAddress,
        at: iso(change.createdAt),
      })),
      availability,
      bookingsReceived: bookings.map(toBooking),
      briefsMatched: briefs.map(({ match, brief }) => ({
        briefId: brief.id,
        occasion: brief.occasion,
        eventDate: brief.eventDate,
        locality: brief.locality,
        guests: brief.guests,
        budgetMin: brief.budgetMin,
        budgetMax: brief.budgetMax,
        categories: brief.categories,
        answer: match.answer,
        price: match.price,
        included: match.included,
        offeringId: match.offeringId,
        validUntil: match.validUntil,
        quotedAt: isoOrNull(match.quotedAt),
        declineReason: match.declineReason,
        matchedAt: iso(match.createdAt),
      })),
      callLeadsReceived: leads.map((lead) => ({ ...lead, createdAt: iso(lead.createdAt) })),
    };
  }

  private async user(userId: string): Promise<UserRow> {
    const user = await this.records.user(userId);
    // A live session of a deleted account cannot exist (deleting ends them); answer as for no session at all.
    if (!user || user.deletedAt) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
    return user;
  }

  private async base(user: UserRow, sessionId: string, vendors: string[]): Promise<ExportBase> {
    const [sessions, devices, events] = await Promise.all([
      this.records.sessions(user.id),
      this.records.pushDevices(user.id),
      this.records.events(user.id),
    ]);
    return {
      format: ACCOUNT_EXPORT_FORMAT.name,
      version: ACCOUNT_EXPORT_FORMAT.version,
      exportedAt: new Date().toISOString(),
      profile: {
        userId: user.id,
        userType: user.userType,
        phone: user.phone,
        fullName: user.fullName,
        email: user.email,
        companyName: user.companyName,
        profileImage: user.profileImage,
        locality: user.locality,
        eventDate: user.eventDate,
        smsWithPush: user.smsWithPush,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      sessions: sessions.map((session) => ({
        startedAt: iso(session.createdAt),
        lastUsedAt: iso(session.lastSeenAt),
        expiresAt: iso(session.expiresAt),
        endedAt: isoOrNull(session.revokedAt),
        current: session.id === sessionId,
      })),
      pushDevices: devices.map((d) => ({
        platform: d.platform,
        role: d.role,
        registeredAt: iso(d.registeredAt),
        lastSeenAt: iso(d.lastSeenAt),
      })),
      events: events.map((event) => ({ name: event.name, at: iso(event.createdAt), properties: event.properties })),
      sharedWith: { vendors: [...new Set(vendors)].sort(), serviceProviders: [...this.serviceProviders] },
    };
  }
}
