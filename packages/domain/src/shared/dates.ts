// Dates as the product shows them, in the one city it serves (application §1): the server's render and the
// browser's agree whatever their own time zones.

export const TIME_ZONE = "Asia/Kolkata";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dayTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const weekdayDay = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: TIME_ZONE });
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });

/** A calendar date (YYYY-MM-DD: a review's date, a document's expiry) is that day in India; anything else a time stamp. */
const asDate = (value: string | Date) => {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
};

/** A value that is no date is shown as it was written rather than failing the page. */
function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return formatter.format(date);
}

/** '12 Mar 2025' */
export function formatDay(value: string | Date): string {
  return format(day, value);
}

/** '12 Mar, 4:05 pm' */
export function formatDayTime(value: string | Date): string {
  return format(dayTime, value);
}

/** '12 March 2025' */
export function formatLongDate(value: string | Date): string {
  return format(longDate, value);
}

/** 'Sat, 14 Mar', for a row of days to choose from */
export function formatWeekdayDay(value: string | Date): string {
  return format(weekdayDay, value);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in India, YYYY-MM-DD. */
export function indianDate(now: Date = new Date()): string {
  return dayFormat.format(now);
}

const stampFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as India's date and time, 'YYYY-MM-DD HH:mm', which a spreadsheet reads as one (CSV exports). */
export function indianDateTime(at: Date): string {
  const parts = stampFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
