import { VENDOR_SECTION_LABELS } from "@utsav/domain/client";
import type { VendorProfileSection } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";

const LEADS: Record<VendorProfileSection, string> = {
  business: "Your name, how you introduce yourself and what you sell, as your storefront shows them.",
  contact: "Who customers and our team reach, and on which number.",
  service: "Where you work and how much notice you need.",
  terms: "Your advance, refund, cancellation and return rules. Customers read them before they book.",
};

/** The title block of a section's page, also above its load error (the route's error boundary). */
export function SectionHeader({ section }: { section: VendorProfileSection }) {
  return <PageHeader title={VENDOR_SECTION_LABELS[section]} lead={LEADS[section]} back={{ to: paths.vendorProfile(), label: "Profile" }} />;
}
