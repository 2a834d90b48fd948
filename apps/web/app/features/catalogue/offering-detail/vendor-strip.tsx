import { lazy, Suspense, useState } from "react";
import type { OfferingDetail } from "@utsav/domain";
import { CATALOGUE_COPY } from "@utsav/domain/client";
import { BottomSheet } from "../../../shared/ui/bottom-sheet";
import { Chevron } from "../../../shared/ui/icons";
import { VendorName } from "../../../shared/ui/verified-badge";
import { VendorAvatar } from "./vendor-avatar";
import styles from "./vendor-strip.module.css";

const VendorProfile = lazy(() => import("./vendor-profile").then((m) => ({ default: m.VendorProfile })));

/** The default title tag when the vendor has none (application §2 "'Provided By' or the title tag"). */
export const DEFAULT_VENDOR_TAG = CATALOGUE_COPY.providedBy;
const VENDOR_SHEET_TITLE = "About the Vendor";

/** The vendor strip under the title: logo, 'Provided By' (or the vendor's tag) and name; opens the vendor sheet. */
export function VendorStrip({ offering, className }: { offering: OfferingDetail; className?: string }) {
  const [open, setOpen] = useState(false);
  const tag = offering.vendorTitleTag ?? offering.vendor.vendorTitleTag ?? DEFAULT_VENDOR_TAG;
  return (
    <>
      <button type="button" className={`${styles.strip} ${className ?? ""}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <VendorAvatar src={offering.vendorLogo} name={offering.vendorName} size={44} />
        <span className={styles.text}>
          <span className={styles.tag}>{tag}</span>
          <VendorName name={offering.vendorName} verified={offering.vendor.verified} wrap className={styles.name} />
        </span>
        <Chevron direction="right" />
      </button>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title={VENDOR_SHEET_TITLE}
        description={`About ${offering.vendor.vendorName}`}
        height="full"
      >
        <Suspense fallback={null}>
          <VendorProfile vendor={offering.vendor} offerings={offering.relatedOfferings} />
        </Suspense>
      </BottomSheet>
    </>
  );
}
