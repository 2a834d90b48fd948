import { VENDOR_EDIT_RULES_TEXT, VENDOR_SECTION_DRAFT_NOTE } from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { formStyles as form } from "../../../shared/ui/vendor-area/field";
import { EditRules, identityApprovedOf, IdentityReviewMessage } from "../ui/identity-note";
import type { ProfileActResult } from "./profile-acts";
import type { SavedSection } from "./saved-section";
import { SectionHeader } from "./section-header";
import { BusinessForm, ContactForm, ServiceForm, TermsForm } from "./section-forms";
import styles from "./profile.module.css";

interface ProfileSectionPageProps {
  /** What was saved for the section (or, until then, its draft), as the route's loader read it. */
  saved: SavedSection;
  /** The vendor's profile, as the layout's loader read it. */
  profile: VendorProfile | null;
  /** The answer of the last save (the route's clientAction). */
  result: ProfileActResult;
}

/**
 * /vendor/profile/{section}: the section's form, filled with what was saved, or, before the first save, with what
 * onboarding told us, which it says still needs a save (docs/decisions/0038). The business section holds the name and
 * categories, which operators review again once they approved the vendor (docs/decisions/0032): it says so, and what
 * became of the latest change of them.
 */
export function ProfileSectionPage({ saved, profile, result }: ProfileSectionPageProps) {
  const business = saved.section === "business";
  return (
    <>
      <SectionHeader section={saved.section} />
      {business ? <IdentityReviewMessage profile={profile} /> : null}
      {business && identityApprovedOf(profile) ? (
        <EditRules lines={[VENDOR_EDIT_RULES_TEXT.identity, VENDOR_EDIT_RULES_TEXT.liveEdits]} />
      ) : null}
      {saved.data === null && saved.draft ? <p className={styles.draftNote}>{VENDOR_SECTION_DRAFT_NOTE}</p> : null}
      <div className={form.form}>
        <SectionForm saved={saved} profile={profile} result={result} />
      </div>
    </>
  );
}

/** Keyed by section, so moving between sections starts a fresh form. */
function SectionForm({ saved, profile, result }: ProfileSectionPageProps) {
  switch (saved.section) {
    case "business":
      return <BusinessForm key="business" data={saved.data} draft={saved.draft} profile={profile} result={result} />;
    case "contact":
      return <ContactForm key="contact" data={saved.data} draft={saved.draft} profile={profile} result={result} />;
    case "service":
      return <ServiceForm key="service" data={saved.data} draft={saved.draft} profile={profile} result={result} />;
    case "terms":
      return <TermsForm key="terms" data={saved.data} draft={saved.draft} profile={profile} result={result} />;
  }
}
