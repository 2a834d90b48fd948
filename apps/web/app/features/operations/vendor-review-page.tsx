import { Link } from "react-router";
import { formatDayTime, REVIEW_SECTION_LABELS, REVIEW_STATE_LABELS, VENDOR_SECTION_LABELS } from "@utsav/domain/client";
import type { OperatorVendorDetail, VendorSections } from "@utsav/domain";
import { ActForm } from "./act-form";
import { fieldValueText, OFFERING_STATUS_TEXT } from "./change-values";
import { DecisionForm, HoldForm } from "./decision-form";
import { DocumentCard } from "./document-card";
import { IdentityChangeSection } from "./identity-change-section";
import styles from "./ops.module.css";
import { RecentChanges } from "./recent-changes";
import { ResponsivenessCard } from "./responsiveness-card";
import { VendorOwnerSection } from "./vendor-owner-section";
import { workPaths } from "../../lib/work-paths";
import type { ReviewActionResult } from "./review-acts";

function sectionLines(sections: OperatorVendorDetail["sections"]): [keyof VendorSections, [string, string][] | null][] {
  return (Object.keys(VENDOR_SECTION_LABELS) as (keyof VendorSections)[]).map((key) => {
    const data = sections[key] as Record<string, unknown> | null;
    return [
      key,
      data
        ? Object.entries(data).map(([name, value]) => [name.replace(/([A-Z])/g, " $1").toLowerCase(), fieldValueText(name, value)])
        : null,
    ];
  });
}

/**
 * /ops/vendors/{id}: a vendor's profile, documents and offerings side by side, with the decisions to take; for an
 * approved vendor, the change of identity waiting for review and its latest edits (docs/decisions/0032).
 */
export function VendorReviewPage({
  vendor,
  result,
  busy,
  payouts,
}: {
  vendor: OperatorVendorDetail;
  result: ReviewActionResult;
  busy: boolean;
  /** The vendor's payout bank account and its review (features/payments/ops), which the route composes in. */
  payouts?: React.ReactNode;
}) {
  const revealed = result && "revealed" in result ? result.revealed : null;
  return (
    <article className={styles.stack} aria-labelledby="vendor-title">
      <header className={styles.stack}>
        <Link to={workPaths.opsVendors()}>
          <span aria-hidden="true">←</span> Review queue
        </Link>
        <h1 id="vendor-title" className="page-title">
          {vendor.name}
        </h1>
        <p>
          <span className={styles.badge}>{REVIEW_STATE_LABELS[vendor.reviewState]}</span> {vendor.verified ? "· Verified" : ""}{" "}
          {vendor.catalogue ? "· Catalogue vendor" : ""} · {vendor.area}
          {vendor.submittedAt ? ` · submitted ${formatDayTime(vendor.submittedAt)}` : ""}
        </p>
        <div role="status">
          {result && "message" in result ? <p className={styles.success}>{result.message}</p> : null}
          {result && "error" in result ? <p className={styles.error}>{result.error}</p> : null}
        </div>
      </header>

      {vendor.responsiveness ? <ResponsivenessCard responsiveness={vendor.responsiveness} /> : null}

      {vendor.owner ? <VendorOwnerSection owner={vendor.owner} busy={busy} /> : null}

      {vendor.identityChange ? (
        <IdentityChangeSection change={vendor.identityChange} documents={vendor.documents} revealed={revealed} busy={busy} />
      ) : null}

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="profile-title">
          <h2 id="profile-title" className="section-title">
            Profile
          </h2>
          {vendor.description ? <p>{vendor.description}</p> : null}
          {sectionLines(vendor.sections).map(([key, lines]) => (
            <section key={key}>
              <h3>{VENDOR_SECTION_LABELS[key]}</h3>
              {lines ? (
                <dl className={styles.dl}>
                  {lines.map(([name, value]) => (
                    <div key={name} className={styles.pair}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="muted">Not saved yet.</p>
              )}
            </section>
          ))}
        </section>

        <section className={styles.card} aria-labelledby="documents-title">
          <h2 id="documents-title" className="section-title">
            Identity documents
          </h2>
          {vendor.kycReason ? <p>Last reason given: {vendor.kycReason}</p> : null}
          {vendor.documents.length === 0 ? <p className="muted">No documents uploaded.</p> : null}
          <ul className={styles.plainList}>
            {vendor.documents.map((doc) => (
              <DocumentCard key={doc.id} document={doc} revealed={revealed?.documentId === doc.id ? revealed.number : null} busy={busy} />
            ))}
          </ul>
        </section>
      </div>

      {payouts}

      <section className={styles.card} aria-labelledby="offerings-title">
        <h2 id="offerings-title" className="section-title">
          Offerings
        </h2>
        {vendor.offerings.length === 0 ? <p className="muted">No offerings yet.</p> : null}
        <ul className={styles.plainList}>
          {vendor.offerings.map((o) => (
            <li key={o.id} className={styles.card}>
              <h3>
                <a href={o.navRef}>{o.title}</a> <span className="muted">({o.id})</span>
              </h3>
              <p>
                {o.priceLabel} · {OFFERING_STATUS_TEXT[o.status] ?? o.status}
                {o.hiddenReason ? ` · Hidden: ${o.hiddenReason}` : ""}
              </p>
              {o.hiddenReason ? (
                <ActForm act={{ intent: "restore-offering", target: o.id }} label={`Show “${o.title}” again`} busy={busy} />
              ) : (
                <HoldForm
                  intent="hide-offering"
                  target={o.id}
                  label={`Hide “${o.title}”`}
                  reasonLabel={`Why hide “${o.title}” (the vendor reads it)`}
                  busy={busy}
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <RecentChanges changes={vendor.recentChanges ?? []} offerings={vendor.offerings} />

      {vendor.reviewState === "waiting" ? (
        <section className={styles.card}>
          <DecisionForm busy={busy} />
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="pause-title">
        <h2 id="pause-title" className="section-title">
          {vendor.pausedReason ? "Paused" : "Pause this vendor"}
        </h2>
        {vendor.pausedReason ? (
          <>
            <p>Reason: {vendor.pausedReason}</p>
            <ActForm act={{ intent: "restore-vendor" }} label="Restore vendor" busy={busy} />
          </>
        ) : (
          <HoldForm intent="pause-vendor" label="Pause vendor" reasonLabel="Why pause this vendor (the vendor reads it)" busy={busy} />
        )}
      </section>

      <section className={styles.card} aria-labelledby="decisions-title">
        <h2 id="decisions-title" className="section-title">
          Decisions
        </h2>
        {vendor.decisions.length === 0 ? <p className="muted">No decision yet.</p> : null}
        <ol>
          {vendor.decisions.map((d) => (
            <li key={d.decidedAt}>
              {formatDayTime(d.decidedAt)}: {d.decision} by {d.operatorName ?? "an operator"}
              {d.reason ? ` — “${d.reason}”` : ""}
              {d.sections.length > 0 ? ` (${d.sections.map((s) => REVIEW_SECTION_LABELS[s]).join(", ")})` : ""}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
