import { MESSAGES, VENDOR_SECTION_LABELS } from "@utsav/domain/client";
import type { VendorProfileSection } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { thrownMessage } from "../../../lib/api-client";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useProfileSection, useVendorProfile } from "../api/profile";
import type { SectionData } from "../api/profile";
import { formStyles as form } from "../../../shared/ui/vendor-area/field";
import { LoadError, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { BusinessForm, ContactForm, ServiceForm, TermsForm } from "./section-forms";

const LEADS: Record<VendorProfileSection, string> = {
  business: "Your name, how you introduce yourself and what you sell, as your storefront shows them.",
  contact: "Who customers and our team reach, and on which number.",
  service: "Where you work and how much notice you need.",
  terms: "Your advance, refund, cancellation and return rules. Customers read them before they book.",
};

/** /vendor/profile/{section}: the section's form, filled with what was saved. */
export function ProfileSectionPage({ section }: { section: VendorProfileSection }) {
  const { data: profile } = useVendorProfile();
  // Keyed by section, so moving between sections starts a fresh form.
  const forms: Record<VendorProfileSection, React.ReactNode> = {
    business: <SavedSection key="business" section="business" render={(data) => <BusinessForm data={data} profile={profile} />} />,
    contact: <SavedSection key="contact" section="contact" render={(data) => <ContactForm data={data} profile={profile} />} />,
    service: <SavedSection key="service" section="service" render={(data) => <ServiceForm data={data} profile={profile} />} />,
    terms: <SavedSection key="terms" section="terms" render={(data) => <TermsForm data={data} profile={profile} />} />,
  };
  return (
    <>
      <PageHeader title={VENDOR_SECTION_LABELS[section]} lead={LEADS[section]} back={{ to: paths.vendorProfile(), label: "Profile" }} />
      <div className={form.form}>{forms[section]}</div>
    </>
  );
}

/** Loads what was saved for a section, then renders its form (a skeleton meanwhile, Try again on failure). */
function SavedSection<S extends VendorProfileSection>({
  section,
  render,
}: {
  section: S;
  render: (data: SectionData<S> | null) => React.ReactNode;
}) {
  const query = useProfileSection(section);
  if (query.isPending) return <FormSkeleton />;
  if (query.isError) return <LoadError message={thrownMessage(query.error, MESSAGES.internalError)} onRetry={() => void query.refetch()} />;
  return render(query.data.data);
}

function FormSkeleton() {
  return (
    <div className={form.form} role="status" aria-label="Loading the form">
      {[0, 1, 2].map((i) => (
        <div key={i} className={form.field}>
          <Skeleton width="40%" height={18} />
          <Skeleton height={48} />
        </div>
      ))}
      <Skeleton height={52} radius={999} />
    </div>
  );
}
