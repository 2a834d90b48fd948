import { OFFERING_STATUS } from "@utsav/domain/client";
import type { VendorOffering } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import type { OccasionOption } from "./occasion-picker";
import type { SaveOfferingResult } from "./offering-acts";
import { OfferingEditor } from "./offering-editor";
import styles from "./offering-list.module.css";

interface OfferingEditorPageProps {
  /** The offering to edit, from the route's loader; none for a new one. */
  offering?: VendorOffering;
  occasions: readonly OccasionOption[];
  /** Whether operators approved the business (the vendor layout's profile). */
  approved: boolean;
  /** What the route's action answered to the last save. */
  result: SaveOfferingResult;
}

/** /vendor/offerings/new and /vendor/offerings/{id}: the editor under its title, with the storefront link when live. */
export function OfferingEditorPage({ offering, occasions, approved, result }: OfferingEditorPageProps) {
  return (
    <>
      <PageHeader
        title={offering ? "Edit offering" : "New offering"}
        lead={offering ? offering.title : "Fill in what customers need to choose you. Fields with * are required."}
        back={{ to: paths.vendorOfferings(), label: "Offerings" }}
      />
      {offering && offering.status === OFFERING_STATUS.live ? (
        <a href={offering.navRef} className={styles.storefront} target="_blank" rel="noreferrer">
          View on storefront<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {/* Keyed by offering, so opening another one starts a fresh form. */}
      <OfferingEditor key={offering?.id ?? "new"} offering={offering} occasions={occasions} approved={approved} result={result} />
    </>
  );
}
