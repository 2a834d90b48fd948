import { copy as accountsCopy, copyFor as accountsCopyFor } from "../accounts/copy-words.ts";
import { copy as bookingsCopy } from "../bookings/copy-words.ts";
import { copy as catalogueCopy, copyFor as catalogueCopyFor } from "../catalogue/copy-words.ts";
import { copy as leadsCopy } from "../leads/copy-words.ts";
import { copy as searchCopy, copyFor as searchCopyFor } from "../search/copy-words.ts";

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
  ...catalogueCopy,
  ...searchCopy,
  ...accountsCopy,
  ...leadsCopy,
  ...bookingsCopy,
} as const;

/** The words of the screens that name something (application §2). */
export const copyFor = {
  ...catalogueCopyFor,
  ...accountsCopyFor,
  ...searchCopyFor,
} as const;
