import { Link } from "react-router";
import { BOOKING_COPY, bookingCopyFor, chatLink, CATALOGUE_COPY, formatDayTime, formatPhoneDisplay } from "@utsav/domain/client";
import { thrownMessage } from "../../../lib/api-client";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useVendorLeads } from "./api/leads";
import { LoadError, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { workPaths } from "../../../lib/work-paths";

/** /vendor/leads: consumers who viewed the vendor's number, newest first, with call and WhatsApp links. */
export function LeadListPage() {
  const query = useVendorLeads();
  const leads = query.data?.pages.flatMap((page) => page.leads) ?? [];
  return (
    <>
      <PageHeader
        title={BOOKING_COPY.vendorLeadsTitle}
        lead="Customers who tapped View Contact on your offerings. Call them back while they are still choosing."
        actions={
          <Link to={workPaths.vendorBookings()} className="btn btn-outline">
            {BOOKING_COPY.viewBookings}
          </Link>
        }
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading leads" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={88} radius={14} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError message={thrownMessage(query.error, "")} onRetry={() => void query.refetch()} />
      ) : leads.length === 0 ? (
        <p className={styles.empty}>{BOOKING_COPY.noLeads}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={BOOKING_COPY.vendorLeadsTitle}>
            {leads.map((lead) => {
              const name = lead.consumerName ?? "A customer";
              return (
                <li key={lead.id} className={styles.row}>
                  <p className={styles.rowTitle}>{bookingCopyFor.leadLine(name, lead.offeringName)}</p>
                  <p className={styles.rowMeta}>
                    <time dateTime={lead.createdAt}>{formatDayTime(lead.createdAt)}</time>
                    <span>{formatPhoneDisplay(lead.consumerPhone)}</span>
                  </p>
                  <div className={styles.contact}>
                    <a href={`tel:${lead.consumerPhone}`} className="btn btn-outline">
                      {bookingCopyFor.callConsumer(name)}
                    </a>
                    <a
                      href={chatLink(lead.consumerPhone)}
                      className="btn btn-outline"
                      target="_blank"
                      rel="noreferrer"
                      aria-label={bookingCopyFor.whatsappConsumer(name)}
                    >
                      {BOOKING_COPY.whatsappConsumer}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className={`btn btn-outline ${styles.more}`}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {CATALOGUE_COPY.loadMore}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
