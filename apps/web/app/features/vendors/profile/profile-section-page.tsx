import type { VendorProfile } from "@utsav/domain";
import { formStyles as form } from "../../../shared/ui/vendor-area/field";
import type { ProfileActResult } from "./profile-acts";
import type { SavedSection } from "./saved-section";
import { SectionHeader } from "./section-header";
import { BusinessForm, ContactForm, ServiceForm, TermsForm } from "./section-forms";

interface ProfileSectionPageProps {
  /** What was saved for the section, as the route's loader read it. */
  saved: SavedSection;
  /** The vendor's profile, as the layout's loader read it. */
  profile: VendorProfile | null;
  /** The answer of the last save (the route's clientAction). */
  result: ProfileActResult;
}

/** /vendor/profile/{section}: the section's form, filled with what was saved. */
export function ProfileSectionPage({ saved, profile, result }: ProfileSectionPageProps) {
  return (
    <>
      <SectionHeader section={saved.section} />
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
      return <BusinessForm key="business" data={saved.data} profile={profile} result={result} />;
    case "contact":
      return <ContactForm key="contact" data={saved.data} profile={profile} result={result} />;
    case "service":
      return <ServiceForm key="service" data={saved.data} profile={profile} result={result} />;
    case "terms":
      return <TermsForm key="terms" data={saved.data} profile={profile} result={result} />;
  }
}
