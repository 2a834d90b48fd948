import type { VendorOfferingSummary } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { Modal } from "../../../shared/ui/modal";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import type { OfferingAct, OfferingActResult } from "./offering-acts";
import styles from "./offering-list.module.css";

/**
 * 'Delete offering?' naming the offering: deleting (status 20, application §4) takes it off the storefront and
 * search at once and cannot be undone, so it asks first. The delete goes through a fetcher to the list's action
 * (docs/decisions/0030), so the list stays under the dialog until the act and the list's new reading are done.
 */
export function DeleteOfferingDialog({
  offering,
  onClose,
  onDeleted,
}: {
  offering: VendorOfferingSummary | null;
  onClose: () => void;
  onDeleted: (offering: VendorOfferingSummary) => void;
}) {
  const remove = useActFetcher<OfferingActResult, OfferingAct>({
    action: paths.vendorOfferings(),
    // Once the list was read again without it: the list closes the dialog and says so.
    onAnswer: (answer) => {
      if (answer && "done" in answer && offering) onDeleted(offering);
    },
  });
  const busy = remove.busy;
  const failure = remove.answer && "error" in remove.answer ? remove.answer.error : null;
  const close = () => {
    if (busy) return;
    // Opened again, the dialog starts without the last failure.
    remove.forget();
    onClose();
  };
  return (
    <Modal
      open={offering !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Delete offering?"
      size="small"
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
            Keep it
          </button>
          <button
            type="button"
            className={`btn ${styles.deleteConfirm}`}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => {
              if (offering) void remove.sendJson({ intent: "delete", id: offering.id });
            }}
          >
            {busy ? "Deleting…" : "Delete offering"}
          </button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          <strong>“{offering?.title}”</strong> will be removed from your storefront and from search straight away. This cannot be undone.
        </p>
        <FormAlert message={failure} />
      </div>
    </Modal>
  );
}
