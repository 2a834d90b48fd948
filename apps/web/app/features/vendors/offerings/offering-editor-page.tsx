import { OFFERING_STATUS, VENDOR_EDIT_RULES_TEXT } from "@utsav/domain/client";
import type { VendorOffering } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { EditRules } from "../ui/identity-note";
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

/**
 * When shoppers see what is saved here (docs/decisions/0032): nothing before operators approve the business; once
 * they have, a new offering at once when saved live (operators are told of it).
 */
function offeringRule(isNew: boolean, approved: boolean): string | null {
  if (!approved) return VENDOR_EDIT_RULES_TEXT.offeringsBeforeApproval;
  return isNew ? VENDOR_EDIT_RULES_TEXT.offeringsLive : null;
}

/** /vendor/offerings/new and /vendor/offerings/{id}: the editor under its title, with the storefront link when live. */
export function OfferingEditorPage({ offering, occasions, approved, result }: OfferingEditorPageProps) {
  const rule = offeringRule(!offering, approved);
  return (
    <>
      <PageHeader
        title={offering ? "Edit offering" : "New offering"}
        lead={offering ? offering.title : "Fill in what customers need to choose you. Fields with * are required."}
        back={{ to: paths.vendorOfferings(), label: "Offerings" }}
      />
      {rule ? <EditRules lines={[rule]} /> : null}
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
