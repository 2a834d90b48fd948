import { useState } from "react";
import { Link, useLocation } from "react-router";
import { exportVendorData } from "@utsav/api-client/vendor/account/export-vendor-data";
import {
  formatDay,
  PRIVACY_COPY,
  VENDOR_EDIT_RULES_TEXT,
  VENDOR_IDENTITY_COPY,
  VENDOR_PROFILE_SECTIONS,
  VENDOR_SECTION_LABELS,
} from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { AccountDataActions } from "../../../shared/ui/account-data/account-data-actions";
import { FormAlert, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { EditRules, identityApprovedOf, IdentityReviewMessage } from "../ui/identity-note";
import { noticeFrom } from "../ui/notice";
import { Card, Notice, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import type { ProfileActResult, ProfilePageAct } from "./profile-acts";
import { sectionSummary } from "./section-summary";
import styles from "./profile.module.css";

/**
 * /vendor/profile: the four sections as a checklist (done or missing), the profile's state, and Submit once
 * nothing is missing (application §4 'save per section, then submit'). The profile is the layout loader's; Submit is
 * the route's clientAction (`result` its answer), after which the layout reads the profile again. Under them, "Your
 * data" (docs/decisions/0031): the download, from the browser, and deleting the account, through the same action.
 */
export function ProfileOverview({ profile, result }: { profile: VendorProfile; result: ProfileActResult }) {
  const location = useLocation();
  const submitJson = useSubmitJson();
  const [submitting, setSubmitting] = useState(false);
  const missing = profile.missingSections;
  const doneCount = VENDOR_PROFILE_SECTIONS.length - missing.length;
  const notice =
    result && "done" in result
      ? "Profile submitted. We will review it and tell you here if anything needs changing."
      : noticeFrom(location.state);
  const refusal = !submitting && result && "error" in result ? result.error : null;
  // Once operators approved the vendor, a new name, categories or documents wait for their review (docs/decisions/0032).
  const identityApproved = identityApprovedOf(profile);

  const submit = async () => {
    setSubmitting(true);
    try {
      // Resolves once the action has answered and the profile has been read again.
      await submitJson({ intent: "submit" } satisfies ProfilePageAct);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Your profile"
        lead="What customers see about your business on every offering. Fill in each section, then submit it for review."
      />
      <Notice message={notice} />
      {identityApproved || profile.identityReview?.message ? (
        <Card aria-labelledby="profile-identity-title">
          <div className={styles.cardHead}>
            <h2 id="profile-identity-title" className={styles.cardTitle}>
              {VENDOR_IDENTITY_COPY.title}
            </h2>
          </div>
          <IdentityReviewMessage profile={profile} />
          {identityApproved ? <EditRules lines={[VENDOR_EDIT_RULES_TEXT.identity, VENDOR_EDIT_RULES_TEXT.liveEdits]} /> : null}
        </Card>
      ) : null}
      <Card aria-labelledby="profile-sections-title">
        <div className={styles.cardHead}>
          <h2 id="profile-sections-title" className={styles.cardTitle}>
            Sections
          </h2>
          <span className={styles.progress}>
            {doneCount} of {VENDOR_PROFILE_SECTIONS.length} done
          </span>
        </div>
        <ol className={styles.checklist}>
          {VENDOR_PROFILE_SECTIONS.map((section) => {
            const done = !missing.includes(section);
            const summary = sectionSummary(section, profile.sections);
            return (
              <li key={section}>
                <Link to={paths.vendorProfileSection(section)} className={styles.checkItem} data-done={done || undefined}>
                  <span className={styles.checkMark} aria-hidden="true">
                    {done ? "✓" : ""}
                  </span>
                  <span className={styles.checkText}>
                    <span className={styles.checkLabel}>{VENDOR_SECTION_LABELS[section]}</span>
                    <span className={styles.checkState}>{done ? (summary ?? "Done") : "Missing: tap to fill in"}</span>
                    <span className="visually-hidden">{done ? ", done" : ", missing"}</span>
                  </span>
                  <span className={styles.checkAction} aria-hidden="true">
                    {done ? "Edit" : "Add"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </Card>
      <Card aria-labelledby="profile-state-title">
        <div className={styles.cardHead}>
          <h2 id="profile-state-title" className={styles.cardTitle}>
            Review
          </h2>
          <span className={styles.statePill} data-state={profile.state}>
            {profile.state === "submitted" ? "Submitted" : "Draft"}
          </span>
        </div>
        {profile.state === "submitted" ? (
          <p className="muted">
            Submitted{profile.submittedAt ? ` on ${formatDay(profile.submittedAt)}` : ""}.
            {identityApproved ? null : " Changes you save to a section show on your storefront straight away."}
          </p>
        ) : (
          <>
            <p className="muted">
              {missing.length > 0
                ? "Complete every section to submit your profile."
                : "Everything is filled in. Submit your profile so we can review it."}
            </p>
            <div className={form.actions}>
              <FormAlert message={refusal} />
              <button
                type="button"
                className={`btn btn-primary ${form.submit}`}
                disabled={missing.length > 0 || submitting}
                aria-busy={submitting || undefined}
                onClick={() => void submit()}
              >
                {submitting ? "Submitting…" : "Submit profile"}
              </button>
            </div>
          </>
        )}
      </Card>
      <Card aria-labelledby="profile-data-title">
        <div className={styles.cardHead}>
          <h2 id="profile-data-title" className={styles.cardTitle}>
            {PRIVACY_COPY.sectionTitle}
          </h2>
        </div>
        <AccountDataActions
          exportData={() => exportVendorData(browserApi)}
          deletion={{ ask: { userType: "vendor", action: paths.vendorProfile() } }}
        />
      </Card>
    </>
  );
}
