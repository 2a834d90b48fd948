// Dates of the vendor screens, in the one city the product serves (application §1), so the server's render and
// the browser's agree whatever their own time zones.
const TIME_ZONE = "Asia/Kolkata";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dayTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE });

/** '12 Mar 2025' */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** '12 Mar, 4:05 pm' */
export function formatDayTime(iso: string): string {
  return dayTime.format(new Date(iso));
}
