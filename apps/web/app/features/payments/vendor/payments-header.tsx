import { vendorApiPaths } from "@utsav/api-client/vendor/paths";
import { PAYOUT_COPY } from "@utsav/domain/client";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";

/**
 * The Payments page's top: its title, what it shows, and the CSV of every advance (a GET that changes nothing). A file
 * of its own: the route's error boundary shows it without loading the page's chunk.
 */
export function PaymentsHeader() {
  return (
    <PageHeader
      title={PAYOUT_COPY.title}
      lead={PAYOUT_COPY.lead}
      actions={
        <a href={vendorApiPaths.payouts.csv()} className="btn btn-outline" download>
          {PAYOUT_COPY.exportCsv}
        </a>
      }
    />
  );
}
