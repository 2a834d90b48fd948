import { useRevalidator } from "react-router";
import { COMMON_COPY, KYC_DOCUMENT_RULES, KYC_MESSAGES, kycLockedMessage, MESSAGES, VENDOR_EDIT_RULES_TEXT } from "@utsav/domain/client";
import type { KycConfig, KycView } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { useVendorLayoutProfile } from "../shell/layout-data";
import { EditRules, identityApprovedOf, IdentityReviewMessage } from "../ui/identity-note";
import { DocumentCard } from "./document-card";
import type { KycAct, KycAnswer } from "./kyc-acts";
import { KycStatusCard } from "./kyc-status-card";
import { useKycStatusPolling } from "./use-kyc-status";
import styles from "./kyc-page.module.css";

interface KycPageProps {
  /** The documents and state the loader read (again after every change). */
  kyc: KycView;
  /** The document types the loader read; null when that call failed (the page says so, and reads itself again). */
  config: KycConfig | null;
}

/**
 * The vendor's KYC (application §4, §7; docs/decisions/0009): the state with a rejection's reason, one card per
 * document type with its upload or the uploaded document, and "Submit for verification". Each change is an act of
 * kyc-acts.ts, run by the route's clientAction. While submitted or in review the state is polled every 30 s;
 * documents cannot change then, nor once approved, except by a vendor whose identity operators approved
 * (docs/decisions/0032): its new documents wait for their review beside the approved ones, which stay.
 */
export function KycPage({ kyc: view, config }: KycPageProps) {
  const statusProblem = useKycStatusPolling(view.state);
  const submit = useActFetcher<KycAnswer, KycAct>({ action: paths.vendorKyc() });
  const submitError = submit.answer && !submit.answer.ok ? submit.answer.error : null;
  const revalidator = useRevalidator();
  // The layout's profile says whether operators approved the vendor's identity, and what became of its latest change.
  const profile = useVendorLayoutProfile();
  const reviewed = identityApprovedOf(profile);
  const documentsAsked = (profile?.identityReview?.requested.documentTypes.length ?? 0) > 0;

  const locked = reviewed ? null : kycLockedMessage(view.state);
  const labelOf = (type: KycView["missingTypes"][number]) =>
    config?.documentTypes.find((t) => t.type === type)?.label ?? KYC_DOCUMENT_RULES[type].label;
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

      <KycStatusCard state={view.state} reason={view.reason} submittedAt={view.submittedAt} problem={statusProblem} />

      <section className={styles.documents} aria-labelledby="kyc-documents-heading">
        <h2 id="kyc-documents-heading" className="section-title">
          Your documents
        </h2>
        {locked ? <p className={styles.locked}>{locked}</p> : null}
        {reviewed ? <EditRules lines={[VENDOR_EDIT_RULES_TEXT.identity]} /> : null}
        {documentsAsked ? <IdentityReviewMessage profile={profile} /> : null}
        {config ? (
          <ul className={styles.cards}>
            {config.documentTypes.map((type) => {
              const ofType = view.documents.filter((document) => document.type === type.type);
              return (
                <li key={type.type}>
                  <DocumentCard
                    config={type}
                    acceptedTypes={config.acceptedTypes}
                    maxFileBytes={config.maxFileBytes}
                    document={ofType.find((document) => !document.pendingReview)}
                    waiting={ofType.find((document) => document.pendingReview)}
                    missing={view.missingTypes.includes(type.type)}
                    locked={Boolean(locked)}
                    reviewed={reviewed}
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <div className={styles.configProblem}>
            <FormAlert message={MESSAGES.kycConfigFailed} />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state !== "idle"}
            >
              {COMMON_COPY.retry}
            </button>
          </div>
        )}
      </section>

      {locked || reviewed ? null : (
        <section className={styles.submit} aria-labelledby="kyc-submit-heading">
          <h2 id="kyc-submit-heading" className="visually-hidden">
            Submit for verification
          </h2>
          {view.missingTypes.length > 0 ? <p>{KYC_MESSAGES.missingDocuments(view.missingTypes.map(labelOf))}</p> : null}
          {view.state === "rejected" && canSubmit ? <p>When your documents are corrected, submit them again.</p> : null}
          <FormAlert message={submitError} />
          <button
            type="button"
            className={`btn btn-primary ${styles.submitButton}`}
            disabled={!canSubmit || submit.busy}
            aria-busy={submit.busy || undefined}
            onClick={() => void submit.sendJson({ intent: "submit" })}
          >
            {submit.busy ? "Submitting..." : "Submit for verification"}
          </button>
        </section>
      )}
    </div>
  );
}
