import { VENDOR_BRIEF_COPY } from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";

// The tops of the vendor's request pages, apart from the pages so that a page whose loader failed shows them too (the
// routes' error boundaries), without loading the page's own chunk.

export function BriefListHeader() {
  return <PageHeader title={VENDOR_BRIEF_COPY.vendorBriefsTitle} lead={VENDOR_BRIEF_COPY.vendorBriefsLead} />;
}

/** A brief's title once read (its occasion and locality), else the list's, and the way back to the list. */
export function BriefHeader({ brief }: { brief?: Pick<VendorBriefDetail, "occasion" | "locality"> }) {
  return (
    <PageHeader
      title={brief ? `${brief.occasion} in ${brief.locality}` : VENDOR_BRIEF_COPY.vendorBriefsTitle}
      back={{ to: workPaths.vendorBriefs(), label: VENDOR_BRIEF_COPY.vendorBriefsTitle }}
    />
  );
}
