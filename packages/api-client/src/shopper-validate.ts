import { z } from "zod";
import {
  accountDeletionResponseSchema,
  bookingResponseSchema,
  bookingReviewSchema,
  briefPhotosSchema,
  callLeadResponseSchema,
  checkoutSchema,
  chosenLocalitySchema,
  collectionSchema,
  consumerBookingDetailSchema,
  consumerBookingListSchema,
  consumerBriefDetailSchema,
  consumerBriefListSchema,
  consumerDataExportSchema,
  consumerProfileSchema,
  homeDataSchema,
  localitySuggestionsSchema,
  logoutEverywhereResponseSchema,
  logoutResponseSchema,
  notFreeSchema,
  offeringAvailabilitySchema,
  offeringDetailSchema,
  offeringListSchema,
  otpGenerateResponseSchema,
  otpVerifyResponseSchema,
  pushTokenRegisteredSchema,
  pushTokenRemovedSchema,
  recordedSchema,
  searchPageDataSchema,
  searchResultSchema,
  serviceabilitySchema,
  storeSchema,
  suggestionsSchema,
  unservedSchema,
  uploadResponseSchema,
  waitlistJoinedSchema,
} from "@utsav/domain/shopper";
import type { EnvelopeResult, ResultData } from "./core/envelope.ts";
import type * as client from "./shopper.ts";

// The schema of each answer the native app checks (docs/decisions/0067): the shopper's calls of shopper.ts, so the
// app loads neither validate.ts (every call's schema, the console's and the vendor's area's) nor the domain's barrels.

type Client = typeof client;
/** The name of every call: each function of the shopper's client that answers with an envelope result. */
type Answering<Name extends keyof Client> = Client[Name] extends (...args: never[]) => Promise<EnvelopeResult<unknown>> ? Name : never;
type CallName = Exclude<{ [Name in keyof Client]: Answering<Name> }[keyof Client], "send" | "dataOrThrow">;

/** The schema of each shopper call's answer, by the call's name. A call added to shopper.ts without its schema does not compile. */
export const responseSchemas = {
  acceptQuote: consumerBriefDetailSchema,
  cancelMyBooking: consumerBookingDetailSchema,
  createBrief: consumerBriefDetailSchema,
  createCallLead: callLeadResponseSchema,
  deleteMyAccount: accountDeletionResponseSchema,
  exportMyData: consumerDataExportSchema,
  forgetPushToken: pushTokenRemovedSchema,
  generateOtp: otpGenerateResponseSchema,
  getCollection: collectionSchema,
  getConsumer: consumerProfileSchema,
  getHome: homeDataSchema,
  getLocalities: localitySuggestionsSchema,
  getLocation: chosenLocalitySchema,
  getMyBooking: consumerBookingDetailSchema,
  getMyBookingReview: bookingReviewSchema,
  getMyBrief: consumerBriefDetailSchema,
  getNotFree: notFreeSchema,
  getOffering: z.object({ offering: offeringDetailSchema }),
  getOfferingAvailability: offeringAvailabilitySchema,
  getSearchPageData: searchPageDataSchema,
  getServiceability: serviceabilitySchema,
  getStore: storeSchema,
  getSuggestions: suggestionsSchema,
  getUnserved: unservedSchema,
  joinUserWaitlist: waitlistJoinedSchema,
  listMyBookings: consumerBookingListSchema,
  listMyBriefs: consumerBriefListSchema,
  listOfferings: offeringListSchema,
  logout: logoutResponseSchema,
  logoutEverywhere: logoutEverywhereResponseSchema,
  recordOfferingEvent: recordedSchema,
  registerPushToken: pushTokenRegisteredSchema,
  refreshCheckout: checkoutSchema,
  reportMyBookingProblem: consumerBookingDetailSchema,
  saveMyBookingReview: bookingReviewSchema,
  searchOfferings: searchResultSchema,
  setLocation: chosenLocalitySchema,
  submitBooking: bookingResponseSchema,
  updateConsumer: consumerProfileSchema,
  uploadBriefPhotos: briefPhotosSchema,
  uploadProfileImage: uploadResponseSchema,
  uploadReviewPhoto: uploadResponseSchema,
  verifyOtp: otpVerifyResponseSchema,
} satisfies { [Name in CallName]: z.ZodType<ResultData<Client[Name]>> };

export { INVALID_RESPONSE, validated, validating } from "./core/validated.ts";
