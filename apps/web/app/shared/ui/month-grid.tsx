import { useRef, useState } from "react";
import { addDays, AVAILABILITY_COPY, firstDayOf, indianDate, lastDayOf, weekdayOf, weeksOf } from "@utsav/domain/client";
import styles from "./month-grid.module.css";

// One month as a grid of day buttons (docs/decisions/0056), shared by the vendor's Calendar page and the booking form's
// date picker. The WAI-ARIA grid pattern: one day is in the tab order; the arrow keys move by a day and a week,
// Home and End to the week's ends; the month's own buttons or links, beside its title, change the month.

/** What one day shows and says. */
export interface MonthGridDay {
  /** Its accessible name: the date and its state ("Sat, 12 Dec: 2 of 3 booked"). */
  label: string;
  /** A word or figure under its number ("Full", "2/3"). */
  mark?: string;
  /** Its look: taken in part, full, blocked, or one that cannot be chosen. */
  tone?: "some" | "full" | "blocked" | "unavailable";
  /** Greyed and not chosen on a press; still reached by the keyboard, so a screen reader hears why. */
  unavailable?: boolean;
  selected?: boolean;
}

interface MonthGridProps {
  /** YYYY-MM */
  month: string;
  /** The id of the month's visible title, which names the grid. */
  labelledBy: string;
  dayOf: (date: string) => MonthGridDay;
  onChoose: (date: string) => void;
  /** The day the keyboard starts from when the grid is tabbed into; else the first selected, else the month's first. */
  focusDate?: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function MonthGrid({ month, labelledBy, dayOf, onChoose, focusDate }: MonthGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const inMonth = (date: string | null | undefined): date is string => Boolean(date && date >= first && date <= last);
  const weeks = weeksOf(month);
  const selected = weeks.flat().find((date) => date && dayOf(date).selected);
  const active = [moved, focusDate, selected].find(inMonth) ?? first;
  const today = indianDate();

  const focus = (date: string) => {
    setMoved(date);
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!(event.target instanceof HTMLButtonElement) || !event.target.dataset.date) return;
    const from = event.target.dataset.date;
    let next: string | null = null;
    const step = KEY_STEPS[event.key];
    if (step !== undefined) next = addDays(from, step);
    else if (event.key === "Home") next = addDays(from, -weekdayOf(from));
    else if (event.key === "End") next = addDays(from, 6 - weekdayOf(from));
    else return;
    event.preventDefault();
    // The grid holds one month: a step past its ends stays on its first or last day.
    focus(next < first ? first : next > last ? last : next);
  };

  return (
    <table ref={table} role="grid" aria-labelledby={labelledBy} className={styles.grid} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {AVAILABILITY_COPY.weekdays.map((short, index) => (
            <th key={short} scope="col" abbr={AVAILABILITY_COPY.weekdayNames[index]} className={styles.weekday}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (!date) return <td key={`gap-${index}`} className={styles.gap} />;
              const day = dayOf(date);
              return (
                <td key={date} aria-selected={day.selected ?? false}>
                  <button
                    type="button"
                    data-date={date}
                    data-tone={day.tone}
                    className={styles.day}
                    tabIndex={date === active ? 0 : -1}
                    aria-label={day.label}
                    aria-disabled={day.unavailable || undefined}
                    aria-current={date === today ? "date" : undefined}
                    onFocus={() => setMoved(date)}
                    onClick={() => (day.unavailable ? undefined : onChoose(date))}
                  >
                    <span className={styles.number}>{Number(date.slice(8, 10))}</span>
                    {/* The day's label says it in full; the mark is for the eye, drawn by CSS from data-mark, so the
                        button's visible text stays its number, which its label holds (WCAG 2.5.3, label in name). */}
                    {day.mark ? <span className={styles.mark} data-mark={day.mark} aria-hidden="true" /> : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
