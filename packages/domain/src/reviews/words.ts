import { REVIEW_CARD_COPY, REVIEW_LINK_COPY } from "./card-words.ts";
import { CONTACT_DETAILS_MESSAGE } from "../shared/contact-details.ts";
import { REVIEW_LIMITS } from "./rules.ts";

// The words of reviews (docs/decisions/0060): the shopper's form, how a review shows, the vendor's answers and
// reports, and the operators' moderation. The API, the web and the app show them from here.

export const REVIEW_COPY = {
  rateYourVendor: REVIEW_LINK_COPY.rateYourVendor,
  formTitle: "Review your booking",
  formLead: "Tell other shoppers how it went. Your first name and last initial show with your review.",
  ratingLabel: "Your rating",
  starLabel: (stars: number) => `${stars} star${stars === 1 ? "" : "s"}`,
  commentLabel: "Your review",
  commentHint: `What went well, and what could be better (at least ${REVIEW_LIMITS.commentMin} characters).`,
  photosLabel: `Photos (up to ${REVIEW_LIMITS.photosMax})`,
  addPhoto: "Add a photo",
  removePhoto: "Remove photo",
  submit: "Post review",
  update: "Update review",
  posted: "Thanks! Your review is posted.",
  updated: "Your review is updated.",
  writeBy: (day: string) => `You can review this booking until ${day}.`,
  editableUntil: (day: string) => `You can change your review until ${day}.`,
  yourReview: REVIEW_LINK_COPY.yourReview,
  editReview: "Edit review",
  hiddenByOperators: (reason: string) => `Our team hid your review: ${reason}`,
  verifiedBooking: "Verified booking",
  eventIn: (month: string) => `Event in ${month}`,
  imported: "Imported review",
  importedHint: "Collected before the vendor joined Utsav, not from a booking here.",
  vendorAnswer: (vendorName: string) => `Answer from ${vendorName}`,
  photoAlt: (userName: string, n: number) => `Photo ${n} from ${userName}'s review`,
  noReviewsYet: "No reviews yet",
  /** The public name of a shopper who gave none, and of one whose account was deleted (docs/decisions/0060). */
  shopperFallback: "Utsav shopper",
  cardRating: REVIEW_CARD_COPY.rating,
  /** What a screen reader says of a card's rating. */
  cardRatingLabel: REVIEW_CARD_COPY.ratingLabel,
  /** The comment's counter, and what a screen reader says of it. */
  commentCounter: (length: number) => `${length}/${REVIEW_LIMITS.commentMax}`,
  commentCounterLabel: (length: number) => `${length} of ${REVIEW_LIMITS.commentMax} characters`,
  /** A photo the shopper added to their review, before it is posted. */
  yourPhotoAlt: (n: number) => `Your photo ${n}`,
  removePhotoN: (n: number) => `Remove photo ${n}`,
  /** When the vendor answered, under the answer. */
  answeredOn: (day: string) => `Answered on ${day}`,

  // The web's review page
  backToBooking: "Back to your booking",
  uploadingPhoto: "Uploading photo…",

  // The vendor's Reviews page
  vendorTitle: "Reviews",
  vendorLead: "What shoppers wrote after their bookings. You can answer each review once, in public.",
  vendorEmpty: "No reviews from bookings yet. Shoppers are asked to review a booking once it completes.",
  answer: "Answer",
  answerLabel: "Your public answer",
  answerHint: "Shown under the review. You can answer once, so take a moment.",
  sendAnswer: "Post answer",
  answered: "Your answer is posted.",
  report: "Report",
  reportLabel: "Why should our team look at this review?",
  sendReport: "Send report",
  reported: "Reported. Our team will look at it.",
  reportedOn: (day: string) => `Reported on ${day}`,
  hiddenNote: (reason: string) => `Hidden by our team: ${reason}`,
  /** The vendor's figures at the top of its Reviews page. */
  yourRating: "Your rating, as shoppers see it",
  /** Who answered, on the vendor's own page when its name could not be read: "Answer from you". */
  you: "you",
  /** A review's Answer and Report buttons (named for screen readers by its author) and their dialogs' titles. */
  answerTitle: (userName: string) => `Answer ${userName}'s review`,
  reportTitle: (userName: string) => `Report ${userName}'s review`,
  reportLead: "Our team reads your reason and may hide the review. A critical review stays unless it breaks the rules.",
  /** Closes a review's dialog unsent. */
  keep: "Not now",
  actFailed: "That did not go through. Please try again.",

  // The operators' Reviews page and standing
  consoleTitle: "Reviews",
  consoleLead: "Reviews vendors reported come first. Hiding a review takes it out of the vendor's rating; the author reads your reason.",
  filterReported: "Reported",
  filterHidden: "Hidden",
  filterAll: "All",
  hide: "Hide",
  hideReasonLabel: "Reason (the author reads it)",
  restore: "Restore",
  consoleEmpty: "No reviews here.",
  standingTitle: "Standing",
  standingLead: "Each vendor's rating and how quickly it answers. Vendors under the floor are flagged for a look.",
  underFloor: "Under the floor",
  floorRule: (rating: number, minReviews: number) => `Flagged: rating under ${rating.toFixed(1)} with ${minReviews} or more reviews.`,
  filtersLabel: "Which reviews",
  /** Before the vendor's name, linked to its page on the console. */
  reviewOf: "Review of",
  vendorReport: (day: string, reason: string) => `Reported by the vendor on ${day}: ${reason}`,
  hideTitle: (userName: string) => `Hide ${userName}'s review?`,
  hideLead: "It leaves the vendor's page and rating at once. Its author reads your reason.",
  hideFor: (userName: string) => `Hide ${userName}'s review`,
  hiddenDone: "Review hidden. The vendor's rating no longer counts it.",
  restoreTitle: (userName: string) => `Restore ${userName}'s review?`,
  restoreLead: "It shows on the vendor's page again, and the vendor's rating counts it again.",
  restoreFor: (userName: string) => `Restore ${userName}'s review`,
  restoredDone: "Review restored. The vendor's rating counts it again.",
  standingCaption: "Vendors by standing, those under the floor first",
  standingEmpty: "No approved vendors yet.",
  standingVendor: "Vendor",
  standingRating: "Rating",
  standingReviews: "Reviews",
  standingFlag: "Flag",
  standingMedian: "Median answer time",
  storePage: "Store page",
  storePageOf: (vendorName: string) => `${vendorName}'s store page`,
} as const;

/**
 * "Verified booking · Event in November 2026": a review written after a booking here, and when its event was. The API
 * sends the month as pages say it (eventMonth); without one, "Verified booking" alone.
 */
export function verifiedBookingLine(eventMonth: string | null | undefined): string {
  return eventMonth ? `${REVIEW_COPY.verifiedBooking} · ${REVIEW_COPY.eventIn(eventMonth)}` : REVIEW_COPY.verifiedBooking;
}

/** API errors of reviews (status in the comment). */
export const SHOPPER_REVIEW_MESSAGES = {
  /** 404 */
  bookingNotFound: "We could not find that booking.",
  /** 404 */
  reviewNotFound: "We could not find that review.",
  /** 409: the booking has not completed. */
  notCompleted: "You can review a booking once it has completed.",
  /** 409 */
  windowClosed: `Reviews can be written for ${REVIEW_LIMITS.windowDays} days after a booking completes.`,
  /** 409 */
  editClosed: "This review can no longer be changed.",
  /** 409 */
  alreadyAnswered: "You have already answered this review.",
  /** 409 */
  alreadyReported: "You have already reported this review.",
  /** 409 */
  alreadyHidden: "This review is already hidden.",
  /** 409 */
  notHidden: "This review is not hidden.",
  /** 400 */
  ratingRequired: "Choose a rating from 1 to 5 stars.",
  commentTooShort: `Write at least ${REVIEW_LIMITS.commentMin} characters.`,
  commentTooLong: `Keep your review under ${REVIEW_LIMITS.commentMax} characters.`,
  tooManyPhotos: `Add at most ${REVIEW_LIMITS.photosMax} photos.`,
  photoInvalid: "That photo was not uploaded here. Add it again.",
  /** The web and the app, when a photo's upload or the review's save fails without the API's own message. */
  photoUploadFailed: "We could not add that photo. Try again.",
  saveFailed: "We could not save your review. Try again.",
  answerRequired: "Write your answer.",
  answerTooLong: `Keep your answer under ${REVIEW_LIMITS.answerMax} characters.`,
  reasonRequired: "Give a reason.",
  reasonTooLong: `Keep the reason under ${REVIEW_LIMITS.reasonMax} characters.`,
  /** 400: text with a phone number, link or e-mail address. */
  contactDetails: CONTACT_DETAILS_MESSAGE,
} as const;
