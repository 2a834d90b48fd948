import { useId, useState } from "react";
import {
  addMonths,
  AVAILABILITY_COPY,
  availabilityCopyFor,
  isIsoDate,
  monthOf,
  pickerStart,
  unavailableReason,
} from "@utsav/domain/client";
import type { PickerAvailability } from "@utsav/domain/client";
import { MonthGrid } from "../../shared/ui/month-grid";
import type { MonthGridDay } from "../../shared/ui/month-grid";
import styles from "./booking-form.module.css";

interface EventDatePickerProps {
  availability: PickerAvailability;
  /** The first day the vendor's lead time allows. */
  earliest: string;
  /** The date in the form, YYYY-MM-DD or what is being typed. */
  value: string;
  onChoose: (date: string) => void;
}

/**
 * The vendor's free days as a month grid under the date field (docs/decisions/0056): it opens at the first free day;
 * the days before the lead time allows, and those blocked or full, are greyed out and cannot be chosen, and a screen
 * reader hears why. The months run from the earliest to the last the API answered for.
 */
export function EventDatePicker({ availability, earliest, value, onChoose }: EventDatePickerProps) {
  const titleId = useId();
  const start = pickerStart(availability, earliest);
  const first = monthOf(earliest);
  const last = monthOf(availability.to);
  const [month, setMonth] = useState(monthOf(isIsoDate(value) && value >= start ? value : start));
  const dayOf = (date: string): MonthGridDay => {
    const reason = unavailableReason(availability, date) ?? (date < earliest ? "blocked" : null);
    return {
      label: availabilityCopyFor.pickerDay(date, reason),
      mark: reason === "full" ? AVAILABILITY_COPY.markFull : undefined,
      tone: reason ? "unavailable" : undefined,
      unavailable: reason !== null,
      selected: date === value,
    };
  };
  return (
    <div role="group" aria-label={AVAILABILITY_COPY.pickerTitle} className={styles.picker}>
      <div className={styles.pickerBar}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
          aria-label={AVAILABILITY_COPY.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className={styles.pickerTitle}>
          {availabilityCopyFor.month(month)}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          disabled={month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
          aria-label={AVAILABILITY_COPY.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <MonthGrid month={month} labelledBy={titleId} dayOf={dayOf} onChoose={onChoose} focusDate={start} />
    </div>
  );
}
