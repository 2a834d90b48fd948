// Words only the app's vendor screens say (docs/decisions/0071): the web's vendor area says the same things in its
// own layout, or does not need them. A word both say lives with the web's, in the module's words.

export const VENDOR_APP_COPY = {
  /** The web's vendor pages the app opens in the browser with the session kept (profile, offerings, gallery, documents). */
  openOnWebsite: "Open on the website",
  /** Said after a control that opens the website (a screen reader's hint, a menu row's second line). */
  onWebsite: "Opens on the website, signed in",
  /** The dashboard's menu of the vendor's screens, and of the pages kept on the website. */
  menuTitle: "Your business",
  websiteMenuTitle: "On the website",
  /** The dashboard when nothing waits for the vendor's answer. */
  nothingWaiting: "Nothing is waiting for your answer.",
  /** Sign out on the dashboard: asked first, as a press on a phone is easy to make by mistake. */
  signOutQuestion: "Sign out on this phone?",
  signOutLead: "You will sign in again with a code sent to your business mobile number.",
  signOutConfirm: "Yes, sign out",
  /** The dashboard answered 403: the number signed in has no vendor account. */
  notVendorTitle: "This number is not a vendor account",
  /** Leaving a request's screen with a quote typed and not sent (the web's page has no such ask: a tab stays open). */
  leaveQuoteTitle: "Leave this quote?",
  /** The booking alerts' screen (docs/decisions/0072): saved, and the contact details the channels go to, kept on the website. */
  bookingAlertsSaved: "Booking alerts saved.",
  bookingAlertsSave: "Save booking alerts",
  editContact: "Edit contact details on the website",
} as const;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const vendorAppCopyFor = {
  /** The dashboard's first lines: received bookings and matched requests not answered yet. */
  bookingsWaiting: (n: number) => `${counted(n, "booking", "bookings")} waiting for your answer`,
  requestsWaiting: (n: number) => `${counted(n, "request", "requests")} waiting for your quote`,
} as const;
