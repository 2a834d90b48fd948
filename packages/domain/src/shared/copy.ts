import * as accounts from "../accounts/words.ts";
import * as bookings from "../bookings/words.ts";
import * as catalogue from "../catalogue/words.ts";
import * as leads from "../leads/words.ts";
import * as search from "../search/words.ts";

/**
 * The words of the screens (application §2 and §4), written once for the web and the native app. The spec's own
 * strings are kept exactly; the rest are ours, for situations the spec leaves open. Here the words of every screen;
 * each module's own are in its words.ts.
 */
export const COPY = {
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
  ...catalogue.copy,
  ...search.copy,
  ...accounts.copy,
  ...leads.copy,
  ...bookings.copy,
} as const;

/** The words of the screens that name something (application §2). */
export const copyFor = {
  ...catalogue.copyFor,
  ...accounts.copyFor,
  ...search.copyFor,
} as const;
