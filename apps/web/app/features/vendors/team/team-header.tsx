import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";

/** The Team page's header, also shown above an error reading the team (a file of its own: the route loads it first). */
export function TeamHeader() {
  return <PageHeader title={VENDOR_TEAM_COPY.title} lead={VENDOR_TEAM_COPY.lead} />;
}
