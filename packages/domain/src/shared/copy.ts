import { copy as accountsCopy, copyFor as accountsCopyFor } from "../accounts/copy-words.ts";
import { copy as bookingsCopy } from "../bookings/copy-words.ts";
import { copy as catalogueCopy, copyFor as catalogueCopyFor } from "../catalogue/copy-words.ts";
import { copy as leadsCopy } from "../leads/copy-words.ts";
import { copy as searchCopy, copyFor as searchCopyFor } from "../search/copy-words.ts";
import { COMMON_COPY } from "./common-words.ts";

/**
 * The words of the screens (application §2 and §4), written once for the web and the native app. The spec's own
 * strings are kept exactly; the rest are ours, for situations the spec leaves open. The native app reads them as one
 * object. The web reads only the parts below (COMMON_COPY, CATALOGUE_COPY…): a bundler keeps just the keys a page reads
 * of a flat object, but every key of every part it spreads, so COPY on a page would carry all the screens' words.
 */
export const COPY = {
  ...COMMON_COPY,
  ...catalogueCopy,
  ...searchCopy,
  ...accountsCopy,
  ...leadsCopy,
  ...bookingsCopy,
} as const;

/** COPY's parts, by module, for the web (above); copyFor's likewise (catalogueCopyFor). */
export {
  accountsCopy as ACCOUNT_COPY,
  bookingsCopy as BOOKING_FORM_COPY,
  catalogueCopy as CATALOGUE_COPY,
  catalogueCopyFor,
  leadsCopy as LEAD_COPY,
  searchCopy as SEARCH_COPY,
};

/** The words of the screens that name something (application §2). */
export const copyFor = {
  ...catalogueCopyFor,
  ...accountsCopyFor,
  ...searchCopyFor,
} as const;
