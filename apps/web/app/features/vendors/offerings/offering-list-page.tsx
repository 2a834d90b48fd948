import { useState } from "react";
import { Link, useLocation } from "react-router";
import { HIDDEN_OFFERING_TEXT, MESSAGES, OFFERING_STATUS, VENDOR_REVIEW_TEXT } from "@utsav/domain/client";
import type { VendorOfferingSummary } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { thrownMessage } from "../../../lib/api-client";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useSetVendorOfferingStatus, useVendorOfferings } from "../api/offerings";
import { useVendorProfile } from "../api/profile";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { noticeFrom } from "../ui/notice";
import { LoadError, Notice, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { DeleteOfferingDialog } from "./delete-offering-dialog";
import { offeringTypeLabel } from "./type-choice";
import styles from "./offering-list.module.css";

/** /vendor/offerings: every offering with its state and actions; Add offering on top. */
export function OfferingListPage() {
  const location = useLocation();
  const query = useVendorOfferings();
  // Until operators approve the business, its offerings wait for review instead of reaching consumers (decision 0020).
  const approved = useVendorProfile().data?.reviewState === "approved";
  const status = useSetVendorOfferingStatus();
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
      <FormAlert message={status.isError ? thrownMessage(status.error, MESSAGES.internalError) : null} />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError message={thrownMessage(query.error, MESSAGES.internalError)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
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
          {query.data.map((offering) => {
            const live = offering.status === OFFERING_STATUS.live;
            const onSale = live && approved && !offering.hiddenReason;
            const busy = status.isPending && status.variables.id === offering.id;
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
                    onClick={() => status.mutate({ id: offering.id, status: live ? OFFERING_STATUS.paused : OFFERING_STATUS.live })}
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

function ListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading your offerings">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={148} radius={14} />
      ))}
    </div>
  );
}
