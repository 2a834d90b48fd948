import { addDays, indianDate, isIsoDate } from "../shared/dates.ts";

// The months of a calendar grid (docs/decisions/0056), as YYYY-MM, in the calendar of India: the vendor's Calendar page
// shows one at a time, and the booking form's date picker pages through them.

/** The month a YYYY-MM-DD date falls in, YYYY-MM. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** Whether a text is a month written YYYY-MM (a page's address may carry any text). */
export const isMonth = (value: string): boolean => /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`);

/** The month of the address when it names one, else this month in India. */
export const monthOrThisMonth = (value: string | null | undefined, now: Date = new Date()): string =>
  value && isMonth(value) ? value : monthOf(indianDate(now));

/** A month moved by whole months: ("2026-12", 1) gives "2027-01". */
export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** The month's first day, YYYY-MM-DD. */
export const firstDayOf = (month: string): string => `${month}-01`;

/** How many days the month has. */
export const daysInMonth = (month: string): number => Number(addDays(firstDayOf(addMonths(month, 1)), -1).slice(8, 10));

/** The month's last day, YYYY-MM-DD. */
export const lastDayOf = (month: string): string => addDays(firstDayOf(month), daysInMonth(month) - 1);

/** The day of the week of a date, Monday 0 to Sunday 6 (weeks start on Monday in India). */
export const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month as rows of seven, Monday first: each a date of the month, or null where the row runs outside it. */
export function weeksOf(month: string): (string | null)[][] {
  const first = firstDayOf(month);
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => null),
    ...Array.from({ length: daysInMonth(month) }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}
