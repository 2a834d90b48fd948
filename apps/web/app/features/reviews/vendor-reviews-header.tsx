import type { ReactNode } from "react";
import { REVIEW_COPY } from "@utsav/domain/client";
import { PageHeader } from "../../shared/ui/vendor-area/page-header";

// The top of the vendor's Reviews page, apart from the page so that a page whose loader failed shows it too (the
// route's error boundary), without loading the page's own chunk (nor the store link's words: the page passes it).

/** The title, what the page is for, and (from the page) the store page shoppers read the reviews on. */
export function VendorReviewsHeader({ actions = null }: { actions?: ReactNode }) {
  return <PageHeader title={REVIEW_COPY.vendorTitle} lead={REVIEW_COPY.vendorLead} actions={actions} />;
}
