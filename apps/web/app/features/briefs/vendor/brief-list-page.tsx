import { Link } from "react-router";
import { BRIEF_COPY, formatDay, rupees, VENDOR_BRIEF_COPY, vendorBriefCopyFor } from "@utsav/domain/client";
import type { VendorBrief } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import { BriefStatusBadge } from "../../../shared/ui/brief-status-badge";
import { BriefListHeader } from "./brief-headers";
import styles from "./briefs.module.css";

/** /vendor/briefs: the consumers' briefs matched to this vendor, newest first, with its answer to each. */
export function BriefListPage({ briefs }: { briefs: VendorBrief[] }) {
  return (
    <>
      <BriefListHeader />
      {briefs.length === 0 ? (
        <p className={styles.empty}>{VENDOR_BRIEF_COPY.noVendorBriefs}</p>
      ) : (
        <ul className={styles.list} aria-label={VENDOR_BRIEF_COPY.vendorBriefsTitle}>
          {briefs.map((brief) => (
            <BriefRow key={brief.id} brief={brief} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The answer shows where there is one; otherwise the brief's own state (open or expired). */
function BriefRow({ brief }: { brief: VendorBrief }) {
  const badge = brief.answer === "new" ? brief.status : brief.answer;
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link to={workPaths.vendorBrief(brief.id)} className={styles.rowTitle}>
          {brief.occasion} in {brief.locality}, {formatDay(brief.eventDate)}
        </Link>
        <BriefStatusBadge status={badge} />
      </div>
      <p className={styles.rowMeta}>
        <span>{brief.reference}</span>
        <span>
          {BRIEF_COPY.budget} {rupees(brief.budgetMin)} – {rupees(brief.budgetMax)}
        </span>
        <span>
          {brief.guests} {BRIEF_COPY.guests.toLowerCase()}
        </span>
        {brief.quote ? <span>{vendorBriefCopyFor.yourQuote(rupees(brief.quote.price))}</span> : null}
      </p>
    </li>
  );
}
