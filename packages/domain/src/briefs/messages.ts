import { BRIEF_LIMITS } from "./limits.ts";
// The words of requests for proposals (docs/decisions/0023-request-proposals.md): the brief form, the consumer's
// briefs and quotes, and the API's answers about them. The spec names none of them but the page's title and button
// ("Request proposals"); they follow its voice. The vendor's words are in quote-messages.ts, so the consumer's pages
// do not carry them; the account menu's "My requests" is MY_BRIEFS_TITLE (bookings/messages.ts).

export const BRIEF_MESSAGES = {
  briefNotFound: "Request not found",
  quoteNotFound: "Quote not found",
  occasionRequired: "Please choose the occasion",
  dateRequired: "Please choose the event date",
  dateInPast: "Please choose a date from today onwards",
  dateTooFar: "Please choose a date within the next year",
  localityRequired: "Please choose your locality",
  guestsInvalid: "Please enter the number of guests or units, from 1 to 5,000",
  budgetRequired: "Please enter your budget",
  rupeesInvalid: "Please enter whole rupees, more than zero",
  budgetOrder: "The lower end of the budget cannot be above the upper end",
  categoriesRequired: "Please choose at least one: decor, gifts or sweets",
  notesTooLong: "Notes can hold at most 1,000 characters",
  tooManyPhotos: "You can add at most 5 reference photos",
  photoNotFound: "A reference photo could not be found. Please add it again.",
  openLimit: "You already have 3 open requests. Choose a quote or wait for one to pass its date before you send another.",
  noVendors:
    "No vendor on Utsav can take this request yet: none that makes what you chose serves your locality by that date. Try a later date or another category.",
  expired: "This request has passed its date and takes no more quotes",
  booked: "The customer has already chosen a quote for this request",
  quoteClosed: "This quote is closed",
  quoteExpired: "This quote is no longer valid: its validity date has passed",
  vendorUnavailable: "This vendor is not taking bookings right now",
  briefSendFailed: "Failed to send your request. Please try again.",
  acceptFailed: "Failed to accept the quote. Please try again.",
} as const;

/** The words of the brief form and the consumer's pages; the labels of a brief's fields serve the vendor's pages too. */
export const BRIEF_COPY = {
  formTitle: "Tell us about your event",
  submit: "Request proposals",
  myBriefsLead: "Your requests for proposals and the quotes vendors sent.",
  noBriefs: "No requests yet",
  newBrief: "Request proposals",
  quotesTitle: "Quotes",
  noQuotes: "No quotes yet. Vendors usually answer within a day; we send you an SMS when one arrives.",
  noQuotesClosed: "No vendor sent a quote.",
  yourBrief: "Your brief",
  acceptedLead: "You accepted a quote and it is now a booking.",
  accept: "Accept",
  acceptTitle: "Accept this quote?",
  acceptLead: "It becomes a booking with this vendor, and the other quotes are closed.",
  keepComparing: "Keep comparing",
  viewBooking: "View booking",
  included: "What's included",
  linkedOffering: "Offering",
  validUntil: "Valid until",
  advance: "Advance",
  cancellationPolicy: "Cancellation policy",
  noTerms: "Not stated",
  rating: "Rating",
  newVendor: "New on Utsav",
  photos: "Reference photos",
  photosHint: "Up to 5 images, 2 MB each: a theme, a cake, a backdrop you like.",
  photosKept: "Your answers were kept. Please add your photos again.",
  addMorePhotos: "Add more photos",
  chosenPhotos: "Chosen photos",
  removePhoto: "Remove",
  chooseOccasion: "Choose an occasion",
  budget: "Budget",
  guests: "Guests or units",
  notes: "Notes",
  categories: "What do you need?",
  occasion: "Occasion",
  eventDate: "Event date",
  locality: "Locality",
} as const;

export const briefCopyFor = {
  /** How many vendors got the request, and how many answered. */
  vendorsLine: (vendors: number, quotes: number) =>
    `Sent to ${vendors} ${vendors === 1 ? "vendor" : "vendors"} · ${quotes} ${quotes === 1 ? "quote" : "quotes"}`,
  acceptQuote: (vendor: string) => `Accept ${vendor}'s quote`,
  waiting: (count: number) => `${count} still deciding`,
  validUntil: (date: string) => `Valid until ${date}`,
  advance: (percent: number | null) => (percent === null ? "Not stated" : percent === 0 ? "No advance" : `${percent}% to confirm`),
  quoteFor: (occasion: string) => `Quote for ${occasion}`,
  /** How many reference photos are chosen, of the 5 a brief may carry (BRIEF_LIMITS.photos). */
  photosChosen: (count: number) => `${count} of ${BRIEF_LIMITS.photos} photos added`,
  rating: (rating: number) => `${rating.toFixed(1)} out of 5`,
  /** A brief's title on its page and in the app's list: "Birthday in HSR Layout". */
  title: (occasion: string, locality: string) => `${occasion} in ${locality}`,
  photoAlt: (n: number) => `Reference photo ${n}`,
} as const;
