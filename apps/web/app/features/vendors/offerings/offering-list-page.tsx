import { useState } from "react";
import { Link, useLocation } from "react-router";
import { HIDDEN_OFFERING_TEXT, OFFERING_STATUS, VENDOR_REVIEW_TEXT } from "@utsav/domain/client";
import type { VendorOfferingSummary } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { noticeFrom } from "../ui/notice";
import { Notice, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { DeleteOfferingDialog } from "./delete-offering-dialog";
import type { OfferingAct, OfferingActResult } from "./offering-acts";
import { offeringTypeLabel } from "./type-choice";
import styles from "./offering-list.module.css";

interface OfferingListPageProps {
  /** The vendor's offerings that are not deleted, from the route's loader. */
  offerings: VendorOfferingSummary[];
  /** Until operators approve the business, its offerings wait for review instead of reaching consumers (decision 0020). */
  approved: boolean;
}

/**
 * /vendor/offerings: every offering with its state and actions; Add offering on top. Pause and Resume go through a
 * fetcher to the route's action (the page stays as it is, with its notice), which reads the list again.
 */
export function OfferingListPage({ offerings, approved }: OfferingListPageProps) {
  const location = useLocation();
  const status = useActFetcher<OfferingActResult, OfferingAct>({ action: paths.vendorOfferings() });
  const [acting, setActing] = useState<string | null>(null);
  // Shown once the act has answered (and the list was read again); hidden while the next one runs.
  const statusError = status.answer && "error" in status.answer ? status.answer.error : null;
  const [toDelete, setToDelete] = useState<VendorOfferingSummary | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const notice = deleted ? `“${deleted}” is deleted. It no longer shows on your storefront or in search.` : noticeFrom(location.state);

  return (
    <>
      <PageHeader
        title="Offerings"
        lead="What customers can buy, book or call you about."
        actions={
          <Link to={paths.vendorOfferingNew()} className="btn btn-primary">
            <span aria-hidden="true">+</span> Add offering
          </Link>
        }
      />
      <Notice message={notice} />
      {approved ? null : (
        <p className={styles.review} role="note">
          <strong>{VENDOR_REVIEW_TEXT.waiting.title}.</strong> Customers see your offerings once our team approves your business.
        </p>
      )}
      <FormAlert message={statusError} />
      {offerings.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No offerings yet</h2>
          <p>
            Add your first one: a service customers book, one they call you about, or a product they buy on your website. Add photos to your
            gallery first, or upload them as you go.
          </p>
          <Link to={paths.vendorOfferingNew()} className="btn btn-primary">
            Add your first offering
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Your offerings">
          {offerings.map((offering) => {
            const live = offering.status === OFFERING_STATUS.live;
            const onSale = live && approved && !offering.hiddenReason;
            const busy = status.busy && acting === offering.id;
            return (
              <li key={offering.id} className={styles.row}>
                <div className={styles.main}>
                  {offering.thumbnail ? (
                    <img className={styles.thumb} src={offering.thumbnail} alt="" width={72} height={72} loading="lazy" />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <div className={styles.text}>
                    <h2 className={styles.title}>
                      <Link to={paths.vendorOffering(offering.id)}>{offering.title}</Link>
                    </h2>
                    <p className={styles.meta}>
                      <span className={styles.price}>{offering.priceLabel}</span> · {offeringTypeLabel(offering.offeringType)}
                    </p>
                    <p className={styles.status} data-live={onSale || undefined}>
                      {!live
                        ? "Paused"
                        : offering.hiddenReason
                          ? HIDDEN_OFFERING_TEXT
                          : approved
                            ? "Live"
                            : VENDOR_REVIEW_TEXT.waiting.title}
                    </p>
                    {offering.notice ? <p className={styles.notice}>{offering.notice}</p> : null}
                    {offering.hiddenReason ? <p className={styles.meta}>Reason: {offering.hiddenReason}</p> : null}
                  </div>
                </div>
                <div className={styles.actions}>
                  <Link to={paths.vendorOffering(offering.id)} className="btn btn-outline" aria-label={`Edit ${offering.title}`}>
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy}
                    aria-label={`${live ? "Pause" : "Resume"} ${offering.title}`}
                    onClick={() => {
                      setActing(offering.id);
                      void status.sendJson({ intent: live ? "pause" : "resume", id: offering.id });
                    }}
                  >
                    {busy ? "Saving…" : live ? "Pause" : "Resume"}
                  </button>
                  <button
                    type="button"
                    className={`btn btn-outline ${styles.delete}`}
                    aria-label={`Delete ${offering.title}`}
                    onClick={() => setToDelete(offering)}
                  >
                    Delete
                  </button>
                </div>
                {onSale ? (
                  <a href={offering.navRef} className={styles.storefront} target="_blank" rel="noreferrer">
                    View on storefront<span className="visually-hidden">: {offering.title} (opens in a new tab)</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <DeleteOfferingDialog
        offering={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(offering) => {
          setToDelete(null);
          setDeleted(offering.title);
        }}
      />
    </>
  );
}
