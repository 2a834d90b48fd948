import type { z } from "zod";
import {
  payoutAccountAnswerSchema,
  vendorDashboardSchema,
  vendorPaymentsSchema,
  vendorProfileSchema,
  vendorSectionViewSchema,
  vendorWebLinkRedeemedSchema,
  vendorWebLinkSchema,
} from "@utsav/domain/vendor-app";
import {
  receivedReviewListSchema,
  receivedReviewSchema,
  vendorBookingDetailSchema,
  vendorBookingListSchema,
  vendorBriefDetailSchema,
  vendorBriefListSchema,
  vendorCalendarSchema,
  vendorLeadListSchema,
} from "@utsav/domain/shopper";
import type { EnvelopeResult, ResultData } from "./core/envelope.ts";
import type * as client from "./vendor-app.ts";

// The schema of each answer the native app's vendor screens check (docs/decisions/0071), beside the shopper's
// (shopper-validate.ts), so the app loads neither validate.ts nor the domain's barrels.

type Client = typeof client;
type Answering<Name extends keyof Client> = Client[Name] extends (...args: never[]) => Promise<EnvelopeResult<unknown>> ? Name : never;
type CallName = { [Name in keyof Client]: Answering<Name> }[keyof Client];

/** The schema of each vendor call's answer, by the call's name. A call added to vendor-app.ts without its schema does not compile. */
export const vendorResponseSchemas = {
  createVendorWebLink: vendorWebLinkSchema,
  redeemVendorWebLink: vendorWebLinkRedeemedSchema,
  getVendorDashboard: vendorDashboardSchema,
  getVendorProfile: vendorProfileSchema,
  getProfileSection: vendorSectionViewSchema,
  saveProfileSection: vendorProfileSchema,
  listVendorBookings: vendorBookingListSchema,
  getVendorBooking: vendorBookingDetailSchema,
  setVendorBookingStatus: vendorBookingDetailSchema,
  reportVendorBookingProblem: vendorBookingDetailSchema,
  listVendorLeads: vendorLeadListSchema,
  listVendorBriefs: vendorBriefListSchema,
  getVendorBrief: vendorBriefDetailSchema,
  sendQuote: vendorBriefDetailSchema,
  declineBrief: vendorBriefDetailSchema,
  getVendorCalendar: vendorCalendarSchema,
  blockDates: vendorCalendarSchema,
  unblockDates: vendorCalendarSchema,
  listVendorPayments: vendorPaymentsSchema,
  getPayoutAccount: payoutAccountAnswerSchema,
  listReceivedReviews: receivedReviewListSchema,
  answerReview: receivedReviewSchema,
  reportReview: receivedReviewSchema,
} satisfies { [Name in CallName]: z.ZodType<ResultData<Client[Name]>> };
