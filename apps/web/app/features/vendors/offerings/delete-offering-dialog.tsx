import { MESSAGES, OFFERING_STATUS } from "@utsav/domain/client";
import type { VendorOfferingSummary } from "@utsav/domain";
import { thrownMessage } from "../../../lib/api-client";
import { Modal } from "../../../shared/ui/modal";
import { useSetVendorOfferingStatus } from "../api/offerings";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import styles from "./offering-list.module.css";

/**
 * 'Delete offering?' naming the offering: deleting (status 20, application §4) takes it off the storefront and
 * search at once and cannot be undone, so it asks first.
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
  const remove = useSetVendorOfferingStatus();
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
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
          <button type="button" className="btn btn-outline" onClick={close} disabled={remove.isPending}>
            Keep it
          </button>
          <button
            type="button"
            className={`btn ${styles.deleteConfirm}`}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() => {
              if (!offering) return;
              remove.mutate({ id: offering.id, status: OFFERING_STATUS.deleted }, { onSuccess: () => onDeleted(offering) });
            }}
          >
            {remove.isPending ? "Deleting…" : "Delete offering"}
          </button>
        </div>
      }
    >
      <div className={styles.dialogBody}>
        <p>
          <strong>“{offering?.title}”</strong> will be removed from your storefront and from search straight away. This cannot be undone.
        </p>
        <FormAlert message={remove.isError ? thrownMessage(remove.error, MESSAGES.internalError) : null} />
      </div>
    </Modal>
  );
}
