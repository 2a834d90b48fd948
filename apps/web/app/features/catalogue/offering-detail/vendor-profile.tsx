import { useId } from "react";
import { Link } from "react-router";
import { CATALOGUE_COPY, clientCountText, ratingText, reviewsCountText, STORE_COPY } from "@utsav/domain/client";
import type { OfferingCard as OfferingCardData, Vendor } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { OfferingCard } from "../../../shared/ui/offering-card";
import { StarIcon } from "./icons";
import { VendorAvatar } from "./vendor-avatar";
import { VerifiedBadge } from "../../../shared/ui/verified-badge";
import styles from "./vendor-profile.module.css";

interface VendorProfileProps {
  vendor: Vendor;
  /** The vendor's other offerings; the sheet lists them, the desktop panel leaves them to the section below. */
  offerings?: OfferingCardData[];
  /** The panel on the page names the vendor in a heading; the sheet's title already does. */
  heading?: boolean;
}

/**
 * Who provides the offering (application §2 Vendor strip): avatar, bio, rating to one decimal or N/A, the
 * client count as 'N+ Clients' and the review count or N/A, a new vendor's too ('N/A', '0+ Clients', 'N/A').
 */
export function VendorProfile({ vendor, offerings, heading = false }: VendorProfileProps) {
  const offeringsTitleId = useId();
  return (
    <div className={styles.profile}>
      <div className={styles.head}>
        <VendorAvatar src={vendor.vendorImage} name={vendor.vendorName} size={64} />
        <div>
          {vendor.vendorTitleTag ? <p className={styles.tag}>{vendor.vendorTitleTag}</p> : null}
          {heading ? <h2 className={styles.name}>{vendor.vendorName}</h2> : <p className={styles.name}>{vendor.vendorName}</p>}
          {vendor.verified ? <VerifiedBadge /> : null}
        </div>
      </div>
      <p className={styles.bio}>{vendor.vendorBio}</p>
      {/* The vendor's public page: its story, gallery, every offering, reviews and terms (docs/decisions/0059). */}
      <Link
        to={paths.store(vendor.storeSlug)}
        className={`btn btn-outline ${styles.store}`}
        aria-label={STORE_COPY.visitStoreOf(vendor.vendorName)}
      >
        {STORE_COPY.visitStore}
      </Link>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{CATALOGUE_COPY.rating}</dt>
          <dd>
            {vendor.rating ? <StarIcon size={14} /> : null}
            {ratingText(vendor.rating)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{CATALOGUE_COPY.served}</dt>
          <dd>{clientCountText(vendor.clientsCount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{CATALOGUE_COPY.reviews}</dt>
          <dd>{reviewsCountText(vendor.reviewsCount)}</dd>
        </div>
      </dl>
      {offerings && offerings.length > 0 ? (
        <section className={styles.offerings} aria-labelledby={offeringsTitleId}>
          <h3 id={offeringsTitleId} className={styles.offeringsTitle}>
            Offerings by {vendor.vendorName}
          </h3>
          <ul className={styles.grid}>
            {offerings.map((offering) => (
              <li key={offering.id}>
                <OfferingCard offering={offering} sizes="(min-width: 768px) 220px, 45vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
