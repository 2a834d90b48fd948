// The cookies that keep a shopper's choices on the server's side (docs/decisions/0022, 0058): the API reads them, and
// the page cache keeps signed-out pages apart by them (apps/api/src/platform/web.ts, docs/decisions/0081).

/** The chosen locality's cookie: its gazetteer name, for a year; pages read it on the server. */
export const LOCALITY_COOKIE = "utsav_locality";
/** The chosen event date's cookie (decision 0058): YYYY-MM-DD, kept as the locality is; a day gone by is ignored. */
export const EVENT_DATE_COOKIE = "utsav_event_date";
