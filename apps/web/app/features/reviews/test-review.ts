import type { BookingReview, MyReview } from "@utsav/domain";
import { ok } from "../../../test/api-stub";
import type { Handler } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import * as reviewRoute from "../../routes/account-booking-review";

// The review page's fixtures (docs/decisions/0060): a completed booking of Priya Sharma's, as the API answers it.

export const BOOKING_ID = "bk_7";
export const REVIEW_API = `/api/consumer/bookings/${BOOKING_ID}/review`;
export const SESSION = ok({ isAuthenticated: true, userId: "u1", userType: "consumer", isNewUser: false });
export const PROFILE = ok({ user: { fullName: "Priya Sharma", email: null, mobile: "9845012345", profileImage: null, companyName: null } });

export const bookingReview = (overrides: Partial<BookingReview> = {}): BookingReview => ({
  bookingId: BOOKING_ID,
  vendorName: "Bloom Studio",
  offeringName: "Balloon arch",
  eventMonth: "November 2026",
  canWrite: true,
  writeBy: "2026-12-24T10:00:00.000Z",
  refusal: null,
  review: null,
  ...overrides,
});

export const myReview = (overrides: Partial<MyReview> = {}): MyReview => ({
  id: "rv_1",
  rating: 4,
  comment: "Lovely arch, set up on time.",
  photos: [],
  createdAt: "2026-11-25T10:00:00.000Z",
  editableUntil: "2026-11-27T10:00:00.000Z",
  hiddenReason: null,
  answer: null,
  ...overrides,
});

/** The review page through its route, its loader's reads (and any call the test adds) answered by stubApi. */
export function renderReviewPage() {
  return renderRoute({
    path: "/account/bookings/:id/review",
    entry: `/account/bookings/${BOOKING_ID}/review`,
    Component: reviewRoute.default,
    loader: reviewRoute.loader,
    action: reviewRoute.clientAction,
  });
}

/** The loader's reads: the session, the booking's review (in turn) and the shopper's profile. */
export const pageReads = (review: Handler): Record<string, Handler> => ({
  "GET /api/auth/session": SESSION,
  "GET /api/consumer": PROFILE,
  [`GET ${REVIEW_API}`]: review,
});
