import { AVAILABILITY_COPY } from "@utsav/domain/client";
import { PageHeader } from "../../shared/ui/vendor-area/page-header";

/** The Calendar page's header, also shown above an error reading the calendar (a file of its own: the route loads it first). */
export function CalendarHeader() {
  return <PageHeader title={AVAILABILITY_COPY.title} lead={AVAILABILITY_COPY.lead} />;
}
