// Dates as the product shows them, in the one city it serves (application §1): the server's render and the
// browser's agree whatever their own time zones.

export const TIME_ZONE = "Asia/Kolkata";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dayTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE });
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** '12 Mar 2025' */
export function formatDay(value: string | Date): string {
  return day.format(asDate(value));
}

/** '12 Mar, 4:05 pm' */
export function formatDayTime(value: string | Date): string {
  return dayTime.format(asDate(value));
}

/** '12 March 2025' */
export function formatLongDate(value: string | Date): string {
  return longDate.format(asDate(value));
}
