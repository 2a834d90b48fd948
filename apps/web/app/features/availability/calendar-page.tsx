import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { useNavigation } from "react-router";
import { blockProblems } from "@utsav/domain/client";
import type { BlockEntry } from "@utsav/domain/client";
import type { VendorCalendar } from "@utsav/domain";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { FormAlert } from "../../shared/ui/vendor-area/field";
import { Card, Notice } from "../../shared/ui/vendor-area/page-header";
import { BlockForm } from "./block-form";
import { BlockedList } from "./blocked-list";
import { actSent } from "./act-sent";
import type { CalendarActResult } from "./calendar-acts";
import { CalendarFeed } from "./calendar-feed";
import { CalendarHeader } from "./calendar-header";
import { CapacitySection } from "./capacity-forms";
import { VendorMonth } from "./vendor-month";
import styles from "./calendar.module.css";

interface CalendarPageProps {
  /** The month shown, YYYY-MM (the address's). */
  month: string;
  /** The vendor's calendar for that month, as the route's loader read it (again after every act). */
  calendar: VendorCalendar;
  /** What the route's action answered to the last act sent. */
  result: CalendarActResult;
}

/** A day pressed on the grid: the first day of a new block, or the last of the one begun (a later day). */
function nextRange(range: { startsOn: string; endsOn: string }, date: string) {
  return range.startsOn && !range.endsOn && date > range.startsOn ? { ...range, endsOn: date } : { startsOn: date, endsOn: "" };
}

const EMPTY_BLOCK: BlockEntry = { startsOn: "", endsOn: "", note: "" };

/**
 * /vendor/calendar (docs/decisions/0056): a month of booked and blocked days, the form to block days (pressed on the
 * grid or typed), the blocked ranges with Unblock, the events taken on one day (the vendor's and its offerings'), and
 * the calendar feed. Every act goes to the route's action, so the notice on the page is always the last act's.
 */
export function CalendarPage({ month, calendar, result }: CalendarPageProps) {
  const navigation = useNavigation();
  // While an act is on its way, or the page is read again, every button waits; the form whose act it is says so.
  const busy = navigation.state !== "idle";
  const sending = navigation.state === "submitting" ? actSent(navigation.json) : null;
  const done = result && "done" in result ? result : null;
  const failure = result && "error" in result ? result : null;
  const blockForm = useDomainForm<BlockEntry>({ defaultValues: EMPTY_BLOCK, check: (entry) => blockProblems(entry) });
  const [startsOn, endsOn] = useWatch({ control: blockForm.formControl, name: ["startsOn", "endsOn"] });
  // A block done empties the form for the next one, once for each answer (the form helper's object is new at every
  // render).
  const emptiedFor = useRef<CalendarActResult>(undefined);
  useEffect(() => {
    if (done?.done !== "block" || emptiedFor.current === done) return;
    emptiedFor.current = done;
    blockForm.reset(EMPTY_BLOCK);
  }, [done, blockForm]);

  const pick = (date: string) => {
    const range = nextRange({ startsOn, endsOn }, date);
    blockForm.setValue("startsOn", range.startsOn);
    blockForm.setValue("endsOn", range.endsOn);
    blockForm.clearErrors(["startsOn", "endsOn"]);
  };

  return (
    <div className={styles.page}>
      <CalendarHeader />
      <Notice message={done?.message ?? null} />
      {failure && (failure.intent === undefined || failure.intent === "unblock") ? <FormAlert message={failure.error} /> : null}
      <div className={styles.columns}>
        <VendorMonth month={month} calendar={calendar} range={{ startsOn, endsOn }} onPick={pick} />
        <Card>
          <BlockForm
            form={blockForm}
            failure={failure?.intent === "block" ? failure.error : null}
            busy={busy}
            sending={sending?.intent === "block"}
          />
        </Card>
      </div>
      <BlockedList blocks={calendar.blocks} busy={busy} />
      <CapacitySection calendar={calendar} result={result} busy={busy} sending={sending} />
      <CalendarFeed feedActive={calendar.feedActive} result={result} busy={busy} sending={sending?.intent ?? null} />
    </div>
  );
}
