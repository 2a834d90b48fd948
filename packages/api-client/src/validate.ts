import type { z } from "zod";
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
  storeListSchema,
  footerSchema,
  galleryConfigSchema,
  galleryViewSchema,
  kycConfigSchema,
  kycStatusSchema,
  kycViewSchema,
  outboxSchema,
  pushTokenRegisteredSchema,
  pushTokenRemovedSchema,
  sessionStateSchema,
  vendorOfferingListSchema,
  vendorOfferingSchema,
  vendorOfferingStatusResultSchema,
  vendorProfileSchema,
  waitlistJoinedSchema,
  accountDeletionResponseSchema,
  vendorDataExportSchema,
  vendorChangePageSchema,
  vendorTeamSchema,
  vendorOwnerSchema,
  waitingPageSchema,
  waitingContactsSchema,
  operatorCancelledSchema,
  briefResentSchema,
  checkoutSchema,
  operatorPayoutAccountAnswerSchema,
  operatorPayoutAccountListSchema,
  payoutAccountAnswerSchema,
  operatorPaymentDetailSchema,
  operatorPaymentPageSchema,
  operatorPaymentsExportSchema,
  operatorRefundAnswerSchema,
  reconciliationListSchema,
  reconciliationRunSchema,
  calendarFeedSchema,
  vendorCalendarSchema,
  operatorReviewListSchema,
  operatorReviewSchema,
  standingListSchema,
} from "@utsav/domain";
import type { EnvelopeResult, ResultData } from "./core/envelope.ts";
import { responseSchemas as shopperResponseSchemas } from "./shopper-validate.ts";
import { vendorResponseSchemas } from "./vendor-app-validate.ts";
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
  // the shopper's calls, which the native app checks with shopper-validate.ts alone (docs/decisions/0067)
  ...shopperResponseSchemas,
  // the vendor's calls the app makes, checked with vendor-app-validate.ts alone (docs/decisions/0071)
  ...vendorResponseSchemas,
  getLocalOutbox: outboxSchema,
  registerPushToken: pushTokenRegisteredSchema,
  forgetPushToken: pushTokenRemovedSchema,
  getSession: sessionStateSchema,
  getFooter: footerSchema,
  listStores: storeListSchema,
  joinVendorWaitlist: waitlistJoinedSchema,
  onboardVendor: vendorProfileSchema,
  submitVendorProfile: vendorProfileSchema,
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
  completeOperatorBooking: operatorCancelledSchema,
  resendBrief: briefResentSchema,
  // download my data, delete my account (docs/decisions/0031)
  exportVendorData: vendorDataExportSchema,
  deleteVendorAccount: accountDeletionResponseSchema,
  // the business's owner and team (docs/decisions/0033)
  getVendorTeam: vendorTeamSchema,
  inviteTeamMember: vendorTeamSchema,
  revokeTeamInvite: vendorTeamSchema,
  removeTeamMember: vendorTeamSchema,
  inviteVendorOwner: vendorOwnerSchema,
  revokeVendorOwnerInvite: vendorOwnerSchema,
  // paying the advance: the checkout page (docs/decisions/0050)
  getCheckout: checkoutSchema,
  localPay: checkoutSchema,
  // vendors paid out: the bank account, its review, the Payments page (docs/decisions/0051)
  savePayoutAccount: payoutAccountAnswerSchema,
  listPayoutAccounts: operatorPayoutAccountListSchema,
  getVendorPayoutAccount: operatorPayoutAccountAnswerSchema,
  approvePayoutAccount: operatorPayoutAccountAnswerSchema,
  rejectPayoutAccount: operatorPayoutAccountAnswerSchema,
  // the operators' payments console (docs/decisions/0052)
  listOperatorPayments: operatorPaymentPageSchema,
  getOperatorPayment: operatorPaymentDetailSchema,
  refundOperatorPayment: operatorRefundAnswerSchema,
  exportOperatorPayments: operatorPaymentsExportSchema,
  getReconciliations: reconciliationListSchema,
  runReconciliation: reconciliationRunSchema,
  // availability: the vendor's calendar (docs/decisions/0056)
  setVendorCapacity: vendorCalendarSchema,
  setOfferingCapacity: vendorCalendarSchema,
  makeCalendarFeed: calendarFeedSchema,
  stopCalendarFeed: vendorCalendarSchema,
  // reviews (docs/decisions/0060)
  listOperatorReviews: operatorReviewListSchema,
  hideReview: operatorReviewSchema,
  restoreReview: operatorReviewSchema,
  getStanding: standingListSchema,
} satisfies { [Name in CallName]: z.ZodType<ResultData<Client[Name]>> };

// The checks themselves live apart, so the native app's shopper entry (shopper-validate.ts) can share them.
export { INVALID_RESPONSE, validated, validating } from "./core/validated.ts";
