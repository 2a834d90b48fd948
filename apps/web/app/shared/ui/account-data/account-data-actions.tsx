import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { PRIVACY_COPY } from "@utsav/domain/client";
import { downloadAccountData } from "../../lib/account-data";
import { useOpenedOnce } from "../lazy-overlay";
import type { DeleteAccountDialogProps } from "./delete-account-dialog";
import styles from "./account-data.module.css";

// The question before deleting loads the first time it opens, with the form helper (react-hook-form) behind it, so
// neither is in a page's first load (docs/decisions/0030).
const DeleteAccountDialog = lazy(() => import("./delete-account-dialog"));

/** What "Delete my account" does: asks here, sending the deletion to a route's action, or leads to the page that asks. */
export type AccountDeletionEntry =
  { ask: Omit<DeleteAccountDialogProps, "open" | "onOpenChange"> } | { link: string; onFollow?: () => void };

interface AccountDataActionsProps {
  /** The area's export call (exportMyData, exportVendorData), made from the browser. */
  exportData: () => Promise<EnvelopeResult<unknown>>;
  deletion: AccountDeletionEntry;
}

/**
 * "Your data" (docs/decisions/0031; DPDP Act 2023 s.11 and s.12, Google Play's account deletion requirement), under a
 * heading its page gives it: "Download my data" saves the file at once; "Delete my account" opens the question (what
 * is removed, what is kept, the word to type), or leads to the page where it is asked. The native app's section
 * (apps/mobile/src/features/privacy/account-data-section.tsx) does the same with the same words.
 */
export function AccountDataActions({ exportData, deletion }: AccountDataActionsProps) {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const download = async () => {
    // Not disabled while it runs, so the button keeps the keyboard's focus; a second press waits for the first.
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    setDownloadError(await downloadAccountData(exportData));
    setDownloading(false);
  };

  return (
    <div className={styles.part}>
      <p className={styles.lead}>{PRIVACY_COPY.sectionLead}</p>
      <div className={styles.action}>
        <button
          type="button"
          className="btn btn-outline"
          aria-describedby={`${id}-download`}
          aria-disabled={downloading || undefined}
          aria-busy={downloading || undefined}
          onClick={() => void download()}
        >
          {PRIVACY_COPY.downloadData}
        </button>
        <p id={`${id}-download`} className={styles.hint}>
          {PRIVACY_COPY.downloadHint}
        </p>
        {downloadError ? (
          <p className={styles.alert} role="alert">
            {downloadError}
          </p>
        ) : null}
      </div>
      <div className={styles.action}>
        {"link" in deletion ? (
          <Link to={deletion.link} className="btn btn-outline" aria-describedby={`${id}-delete`} onClick={deletion.onFollow}>
            {PRIVACY_COPY.deleteAccount}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            aria-describedby={`${id}-delete`}
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
          >
            {PRIVACY_COPY.deleteAccount}
          </button>
        )}
        <p id={`${id}-delete`} className={styles.hint}>
          {PRIVACY_COPY.deleteHint}
        </p>
      </div>
      {"ask" in deletion ? <AskDeletion open={asking} onOpenChange={setAsking} {...deletion.ask} /> : null}
    </div>
  );
}

/** The question, loaded and mounted the first time it opens, then kept so that its closing can animate. */
function AskDeletion(props: DeleteAccountDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DeleteAccountDialog {...props} />
    </Suspense>
  );
}
