import { AVAILABILITY_COPY, availabilityCopyFor } from "@utsav/domain/client";
import type { BlockedRange } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { Card } from "../../shared/ui/vendor-area/page-header";
import records from "../../shared/ui/vendor-area/records.module.css";
import type { CalendarAct } from "./calendar-acts";

/** The blocked ranges from the month shown on, soonest first, each with Unblock (one press: it can be blocked again). */
export function BlockedList({ blocks, busy }: { blocks: BlockedRange[]; busy: boolean }) {
  const submitJson = useSubmitJson();
  return (
    <Card aria-labelledby="calendar-blocked-title">
      <h2 id="calendar-blocked-title" className="section-title">
        {AVAILABILITY_COPY.blockedTitle}
      </h2>
      {blocks.length === 0 ? <p className={records.empty}>{AVAILABILITY_COPY.noBlocks}</p> : null}
      <ul className={records.list}>
        {blocks.map((block) => {
          const range = availabilityCopyFor.range(block.startsOn, block.endsOn);
          return (
            <li key={block.id} className={records.row}>
              <div className={records.rowHead}>
                <p className={records.rowTitle}>{range}</p>
                <form
                  method="post"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submitJson({ intent: "unblock", id: block.id, range } satisfies CalendarAct);
                  }}
                >
                  <button type="submit" className="btn btn-outline" disabled={busy} aria-label={availabilityCopyFor.unblockLabel(range)}>
                    {AVAILABILITY_COPY.unblock}
                  </button>
                </form>
              </div>
              {block.note ? <p className={records.rowMeta}>{block.note}</p> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
