import { useId } from "react";
import { Link } from "react-router";
import { addMonths, AVAILABILITY_COPY, availabilityCopyFor, indianDate, monthOf } from "@utsav/domain/client";
import type { CalendarDay, VendorCalendar } from "@utsav/domain";
import { workPaths } from "../../lib/work-paths";
import { MonthGrid } from "../../shared/ui/month-grid";
import type { MonthGridDay } from "../../shared/ui/month-grid";
import { Card } from "../../shared/ui/vendor-area/page-header";
import styles from "./calendar.module.css";

interface VendorMonthProps {
  /** YYYY-MM */
  month: string;
  calendar: VendorCalendar;
  /** The days the block form holds, shown chosen on the grid. */
  range: { startsOn: string; endsOn: string };
  /** A day pressed: the block form takes it as its first or its last day. */
  onPick: (date: string) => void;
}

const toneOf = (day: CalendarDay): MonthGridDay["tone"] =>
  day.blocked ? "blocked" : day.full ? "full" : day.booked > 0 ? "some" : undefined;

/**
 * One month of the vendor's days (docs/decisions/0056): each says what is booked of the most it takes, or that it is
 * full or blocked (with the block's note), for a screen reader in words. A day from today on is pressed to block it;
 * the months before and after are links, so the month is in the address.
 */
export function VendorMonth({ month, calendar, range, onPick }: VendorMonthProps) {
  const titleId = useId();
  const today = indianDate();
  const days = new Map(calendar.days.map((day) => [day.date, day]));
  const noteOn = (date: string) => calendar.blocks.find((block) => block.startsOn <= date && date <= block.endsOn)?.note ?? null;
  const lastPicked = range.endsOn || range.startsOn;
  const dayOf = (date: string): MonthGridDay => {
    const day = days.get(date) ?? { date, booked: 0, capacity: calendar.dailyCapacity, blocked: false, full: false };
    return {
      label: availabilityCopyFor.vendorDay(day, noteOn(date)),
      mark: availabilityCopyFor.vendorMark(day),
      tone: toneOf(day),
      // The days gone are shown with what was booked; only a day from today on can be blocked.
      unavailable: date < today,
      selected: range.startsOn !== "" && date >= range.startsOn && date <= lastPicked,
    };
  };
  return (
    <Card aria-labelledby={titleId}>
      <div className={styles.monthBar}>
        <Link className="btn btn-outline" to={workPaths.vendorCalendar(addMonths(month, -1))}>
          <span aria-hidden="true">← </span>
          {AVAILABILITY_COPY.previousMonth}
        </Link>
        <h2 id={titleId} className={`section-title ${styles.monthTitle}`}>
          {availabilityCopyFor.month(month)}
        </h2>
        <Link className="btn btn-outline" to={workPaths.vendorCalendar(addMonths(month, 1))}>
          {AVAILABILITY_COPY.nextMonth}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <p className={styles.hint}>{AVAILABILITY_COPY.pickHint}</p>
      <MonthGrid
        month={month}
        labelledBy={titleId}
        dayOf={dayOf}
        onChoose={onPick}
        focusDate={monthOf(today) === month ? today : undefined}
      />
      <p className={styles.hint}>{AVAILABILITY_COPY.legend}</p>
    </Card>
  );
}
