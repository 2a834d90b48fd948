/** Debian's Chromium: the only browser the journeys and the page benchmark drive; none is ever downloaded. */
export const CHROMIUM = "/usr/bin/chromium";

/** Headless, and with no traffic of the browser's own, so a journey or a timing sees only the page. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
