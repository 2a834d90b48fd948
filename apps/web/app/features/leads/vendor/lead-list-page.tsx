import { BOOKING_COPY, bookingCopyFor, chatLink, CATALOGUE_COPY, formatDayTime, formatPhoneDisplay } from "@utsav/domain/client";
import type { VendorLeadList } from "@utsav/domain";
import { useLoadMore } from "../../../shared/lib/cursor-pages";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { LeadListHeader } from "./lead-list-header";

export interface LeadListProps {
  /** Every page read so far, from the newest: "Load more" adds the next (shared/lib/cursor-pages.ts). */
  leads: VendorLeadList["leads"];
  nextCursor: string | null;
}

/** /vendor/leads: consumers who viewed the vendor's number, newest first, with call and WhatsApp links. */
export function LeadListPage({ leads, nextCursor }: LeadListProps) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  return (
    <>
      <LeadListHeader />
      {leads.length === 0 ? (
        <p className={styles.empty}>{BOOKING_COPY.noLeads}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={BOOKING_COPY.vendorLeadsTitle}>
            {leads.map((lead) => {
              const name = lead.consumerName ?? BOOKING_COPY.someCustomer;
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
          {loadMore ? (
            <button type="button" className={`btn btn-outline ${styles.more}`} disabled={loading} onClick={loadMore}>
              {CATALOGUE_COPY.loadMore}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
