import { z } from "zod";
import {
  operatorBookingPageSchema,
  operatorLeadPageSchema,
  operatorLinkSchema,
  operatorVendorDetailSchema,
  operatorVendorListSchema,
  operatorWaitlistSchema,
  auditPageSchema,
  hiddenOfferingSchema,
  operatorListSchema,
  operatorSchema,
  overviewSchema,
  revealedNumberSchema,
  consumerBookingDetailSchema,
  consumerBookingListSchema,
  briefPhotosSchema,
  consumerBriefDetailSchema,
  consumerBriefListSchema,
  vendorBriefDetailSchema,
  vendorBriefListSchema,
  vendorBookingDetailSchema,
  vendorBookingListSchema,
  vendorLeadListSchema,
  bookingResponseSchema,
  callLeadResponseSchema,
  chosenLocalitySchema,
  localitySuggestionsSchema,
  serviceabilitySchema,
  collectionSchema,
  consumerProfileSchema,
  footerSchema,
  galleryConfigSchema,
  galleryViewSchema,
  homeDataSchema,
  kycConfigSchema,
  kycStatusSchema,
  kycViewSchema,
  logoutEverywhereResponseSchema,
  logoutResponseSchema,
  outboxSchema,
  offeringDetailSchema,
  offeringListSchema,
  otpGenerateResponseSchema,
  otpVerifyResponseSchema,
  recordedSchema,
  searchPageDataSchema,
  searchResultSchema,
  sessionStateSchema,
  suggestionsSchema,
  uploadResponseSchema,
  vendorDashboardSchema,
  vendorOfferingListSchema,
  vendorOfferingSchema,
  vendorOfferingStatusResultSchema,
  vendorProfileSchema,
  vendorSectionViewSchema,
  waitlistJoinedSchema,
  accountDeletionResponseSchema,
  consumerDataExportSchema,
  vendorDataExportSchema,
  vendorChangePageSchema,
  vendorTeamSchema,
  vendorOwnerSchema,
  waitingPageSchema,
  waitingContactsSchema,
  operatorCancelledSchema,
  briefResentSchema,
} from "@utsav/domain";
import type { EnvelopeResult, ResultData } from "./core/envelope.ts";
import type * as client from "./index.ts";

// Opt-in checks of answers against the domain's schemas, for a client that cannot trust the server to be its own
// version (the native app, installed once and run against whatever server is live). The web does not load this:
// its server renders with the same schemas, and zod would cost the browser bundle (docs/decisions/0017).

type Client = typeof client;
/** The name of every call: each function of the client that answers with an envelope result (not the helpers). */
type Answering<Name extends keyof Client> = Client[Name] extends (...args: never[]) => Promise<EnvelopeResult<unknown>> ? Name : never;
type CallName = Exclude<{ [Name in keyof Client]: Answering<Name> }[keyof Client], "send" | "dataOrThrow">;

/** The schema of each call's answer, by the call's name. A call added without its schema does not compile. */
export const responseSchemas = {
  generateOtp: otpGenerateResponseSchema,
  verifyOtp: otpVerifyResponseSchema,
  logout: logoutResponseSchema,
  logoutEverywhere: logoutEverywhereResponseSchema,
  getLocalOutbox: outboxSchema,
  getSession: sessionStateSchema,
  getConsumer: consumerProfileSchema,
  updateConsumer: consumerProfileSchema,
  uploadProfileImage: uploadResponseSchema,
  createCallLead: callLeadResponseSchema,
  getHome: homeDataSchema,
  getFooter: footerSchema,
  listOfferings: offeringListSchema,
  getOffering: z.object({ offering: offeringDetailSchema }),
  getCollection: collectionSchema,
  searchOfferings: searchResultSchema,
  getSuggestions: suggestionsSchema,
  getSearchPageData: searchPageDataSchema,
  submitBooking: bookingResponseSchema,
  recordOfferingEvent: recordedSchema,
  joinUserWaitlist: waitlistJoinedSchema,
  joinVendorWaitlist: waitlistJoinedSchema,
  getVendorProfile: vendorProfileSchema,
  onboardVendor: vendorProfileSchema,
  getProfileSection: vendorSectionViewSchema,
  saveProfileSection: vendorProfileSchema,
  submitVendorProfile: vendorProfileSchema,
  getVendorDashboard: vendorDashboardSchema,
  listVendorOfferings: vendorOfferingListSchema,
  getVendorOffering: vendorOfferingSchema,
  saveVendorOffering: vendorOfferingSchema,
  setVendorOfferingStatus: vendorOfferingStatusResultSchema,
  getGallery: galleryViewSchema,
  getGalleryConfig: galleryConfigSchema,
  updateGallery: galleryViewSchema,
  removeGalleryImages: galleryViewSchema,
  updateGalleryCaptions: galleryViewSchema,
  setGalleryMainImage: galleryViewSchema,
  getKyc: kycViewSchema,
  getKycConfig: kycConfigSchema,
  getKycStatus: kycStatusSchema,
  uploadKycDocument: kycViewSchema,
  removeKycDocuments: kycViewSchema,
  updateKycDocument: kycViewSchema,
  submitKyc: kycStatusSchema,
  // vendor terms and localities (docs/decisions/0022)
  getLocalities: localitySuggestionsSchema,
  getLocation: chosenLocalitySchema,
  setLocation: chosenLocalitySchema,
  getServiceability: serviceabilitySchema,
  // the operations console (docs/decisions/0020)
  listOperatorVendors: operatorVendorListSchema,
  getOperatorVendor: operatorVendorDetailSchema,
  decideVendor: operatorVendorDetailSchema,
  approveIdentityChange: operatorVendorDetailSchema,
  rejectIdentityChange: operatorVendorDetailSchema,
  listVendorChanges: vendorChangePageSchema,
  revealDocumentNumber: revealedNumberSchema,
  makeDocumentLink: operatorLinkSchema,
  pauseVendor: operatorVendorDetailSchema,
  restoreVendor: operatorVendorDetailSchema,
  hideOffering: hiddenOfferingSchema,
  restoreOffering: hiddenOfferingSchema,
  getAudit: auditPageSchema,
  listOperators: operatorListSchema,
  inviteOperator: operatorSchema,
  disableOperator: operatorSchema,
  enableOperator: operatorSchema,
  getOverview: overviewSchema,
  listOperatorBookings: operatorBookingPageSchema,
  listOperatorLeads: operatorLeadPageSchema,
  getWaitlist: operatorWaitlistSchema,
  makeBookingsExportLink: operatorLinkSchema,
  makeLeadsExportLink: operatorLinkSchema,
  makeWaitlistExportLink: operatorLinkSchema,
  // what waits for an answer (docs/decisions/0037)
  getWaiting: waitingPageSchema,
  revealBookingContacts: waitingContactsSchema,
  revealBriefContacts: waitingContactsSchema,
  cancelOperatorBooking: operatorCancelledSchema,
  resendBrief: briefResentSchema,
  // bookings after they are placed (docs/decisions/0021)
  listVendorBookings: vendorBookingListSchema,
  getVendorBooking: vendorBookingDetailSchema,
  setVendorBookingStatus: vendorBookingDetailSchema,
  listVendorLeads: vendorLeadListSchema,
  listMyBookings: consumerBookingListSchema,
  getMyBooking: consumerBookingDetailSchema,
  cancelMyBooking: consumerBookingDetailSchema,
  // requests for proposals (docs/decisions/0023)
  createBrief: consumerBriefDetailSchema,
  listMyBriefs: consumerBriefListSchema,
  getMyBrief: consumerBriefDetailSchema,
  acceptQuote: consumerBriefDetailSchema,
  uploadBriefPhotos: briefPhotosSchema,
  listVendorBriefs: vendorBriefListSchema,
  getVendorBrief: vendorBriefDetailSchema,
  sendQuote: vendorBriefDetailSchema,
  declineBrief: vendorBriefDetailSchema,
  // download my data, delete my account (docs/decisions/0031)
  exportMyData: consumerDataExportSchema,
  deleteMyAccount: accountDeletionResponseSchema,
  exportVendorData: vendorDataExportSchema,
  deleteVendorAccount: accountDeletionResponseSchema,
  // the business's owner and team (docs/decisions/0033)
  getVendorTeam: vendorTeamSchema,
  inviteTeamMember: vendorTeamSchema,
  revokeTeamInvite: vendorTeamSchema,
  removeTeamMember: vendorTeamSchema,
  inviteVendorOwner: vendorOwnerSchema,
  revokeVendorOwnerInvite: vendorOwnerSchema,
} satisfies { [Name in CallName]: z.ZodType<ResultData<Client[Name]>> };

/** What a failure says when a successful reply's data does not match its schema: no status, no message of its own. */
export const INVALID_RESPONSE = "INVALID_RESPONSE";

/**
 * The result with its data checked against the schema. Data that does not match is a failure with status 0,
 * errorCode INVALID_RESPONSE and no errorMessage, so the screen shows its own fallback message.
 */
export function validated<T>(result: EnvelopeResult<unknown>, schema: z.ZodType<T>): EnvelopeResult<T> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0, errorMessage: null, errorCode: INVALID_RESPONSE };
}

/** A call that checks its answer: `const getHome = validating(client.getHome, responseSchemas.getHome)`. */
export function validating<Args extends unknown[], T>(call: (...args: Args) => Promise<EnvelopeResult<unknown>>, schema: z.ZodType<T>) {
  return async (...args: Args): Promise<EnvelopeResult<T>> => validated(await call(...args), schema);
}
