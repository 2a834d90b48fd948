// The words several screens share. Their own file, importing nothing: every page's first script shows some of them
// (the not-found view, the header), and a module of its own keeps the rest of the copy out of that script.

/** The words of every screen, whatever its module: the app's own, and those several modules' screens show. */
export const COMMON_COPY = {
  retry: "Try again",
  loading: "Loading…",
  offline: "You are offline. Showing what was saved on this phone.",
  close: "Close",
  back: "Back",
  selectCity: "Select your City",
  cityNote: "Right now in Bengaluru, soon in more cities!",
  celebrationsIn: "Celebrations in",
  notFound: "We could not find that page",
  goHome: "Go to the home page",
  home: "Home",
  /** The support chat, from the offering page, the request-proposals page and Help & Support. */
  chatWithUs: "Chat with Us",
  /** The privacy page's name: its title, and the link to it from the sign-in and the request forms. */
  privacy: "Privacy Policy",
  /** What operators have not decided yet: a vendor's documents, a payout bank account. */
  inReview: "In review",
  /** The Payments page of the vendor area and of the operations console, as their navigations name it. */
  payments: "Payments",
  /** The next page of a list that pages, and a list's CSV download. */
  showMore: "Show more",
  exportCsv: "Export CSV",
  /** A vendor's bookings and call leads together: the console's section and a vendor benefit. */
  bookingsAndLeads: "Bookings and leads",
} as const;
