import { COMMON_COPY, KYC_DOCUMENT_RULES, KYC_MESSAGES, kycLockedMessage } from "@utsav/domain/client";
import type { KycConfig, KycView } from "@utsav/domain";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useKyc, useKycConfig, useKycStatusPolling, useSubmitKyc } from "../api/kyc";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { DocumentCard } from "./document-card";
import { KycStatusCard } from "./kyc-status-card";
import styles from "./kyc-page.module.css";

interface KycPageProps {
  /** The documents and state the loader read, so the page renders on the server with them. */
  kyc: KycView;
  /** The document types the loader read; null when that call failed (the page asks again and says so). */
  config: KycConfig | null;
}

/**
 * The vendor's KYC (application §4, §7; docs/decisions/0009): the state with a rejection's reason, one card per
 * document type with its upload or the uploaded document, and "Submit for verification". While submitted or in
 * review the state is polled every 30 s; documents cannot change then, nor once approved.
 */
export function KycPage({ kyc: initialKyc, config: initialConfig }: KycPageProps) {
  const kyc = useKyc(initialKyc);
  const config = useKycConfig(initialConfig ?? undefined);
  const view = kyc.data ?? initialKyc;
  const status = useKycStatusPolling(view);
  const submit = useSubmitKyc();

  const locked = kycLockedMessage(view.state);
  const labelOf = (type: KycView["missingTypes"][number]) =>
    config.data?.documentTypes.find((t) => t.type === type)?.label ?? KYC_DOCUMENT_RULES[type].label;
  const canSubmit = !locked && view.missingTypes.length === 0 && view.documents.length > 0;

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className="page-title">Documents</h1>
        <p className="muted">
          Verify your business (KYC): upload these documents, then submit them for verification. Only you and our verification team can open
          them.
        </p>
      </header>

      <KycStatusCard
        state={view.state}
        reason={view.reason}
        submittedAt={view.submittedAt}
        problem={status.isError ? status.error.message : null}
      />
      {kyc.isRefetchError ? <FormAlert message={kyc.error.message} /> : null}

      <section className={styles.documents} aria-labelledby="kyc-documents-heading">
        <h2 id="kyc-documents-heading" className="section-title">
          Your documents
        </h2>
        {locked ? <p className={styles.locked}>{locked}</p> : null}
        {config.data ? (
          <ul className={styles.cards}>
            {config.data.documentTypes.map((type) => (
              <li key={type.type}>
                <DocumentCard
                  config={type}
                  acceptedTypes={config.data.acceptedTypes}
                  maxFileBytes={config.data.maxFileBytes}
                  document={view.documents.find((document) => document.type === type.type)}
                  missing={view.missingTypes.includes(type.type)}
                  locked={Boolean(locked)}
                />
              </li>
            ))}
          </ul>
        ) : config.isError ? (
          <div className={styles.configProblem}>
            <FormAlert message={config.error.message} />
            <button type="button" className="btn btn-outline" onClick={() => void config.refetch()} disabled={config.isFetching}>
              {COMMON_COPY.retry}
            </button>
          </div>
        ) : (
          <div className={styles.cards} aria-hidden="true">
            <Skeleton height={220} radius={14} />
            <Skeleton height={220} radius={14} />
          </div>
        )}
      </section>

      {locked ? null : (
        <section className={styles.submit} aria-labelledby="kyc-submit-heading">
          <h2 id="kyc-submit-heading" className="visually-hidden">
            Submit for verification
          </h2>
          {view.missingTypes.length > 0 ? <p>{KYC_MESSAGES.missingDocuments(view.missingTypes.map(labelOf))}</p> : null}
          {view.state === "rejected" && canSubmit ? <p>When your documents are corrected, submit them again.</p> : null}
          <FormAlert message={submit.error?.message ?? null} />
          <button
            type="button"
            className={`btn btn-primary ${styles.submitButton}`}
            disabled={!canSubmit || submit.isPending}
            aria-busy={submit.isPending || undefined}
            onClick={() => submit.mutate()}
          >
            {submit.isPending ? "Submitting..." : "Submit for verification"}
          </button>
        </section>
      )}
    </div>
  );
}
