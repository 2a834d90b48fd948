import { Link } from "react-router";
import { answerRateText, NO_RESPONSES, ratingText, RESPONSIVENESS_COPY, responseTimeText, REVIEW_COPY } from "@utsav/domain/client";
import type { StandingList, VendorStanding } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { workPaths } from "../../lib/work-paths";
import styles from "./console-reviews.module.css";

/** The console's scrolling region around a table (the route gives features/operations' TableScroll). */
export type TableFrame = (props: { label: string; children: React.ReactNode }) => React.ReactNode;

/** Those under the floor first, then as the API ordered them (by rating): a stable sort. */
export function standingOrder(vendors: readonly VendorStanding[]): VendorStanding[] {
  return [...vendors].sort((a, b) => Number(b.underFloor) - Number(a.underFloor));
}

/** A vendor's figures in the console's responsiveness words, by its own formatters (docs/decisions/0055). */
const figuresOf = (vendor: VendorStanding) => ({ ...NO_RESPONSES, answerRate: vendor.answerRate, medianSeconds: vendor.medianSeconds });

/**
 * /ops/standing (docs/decisions/0060): every approved vendor's rating and count as shoppers see them, its answer rate
 * and median answer time, those under the rating floor first and flagged for a look (nothing is hidden or paused by it).
 */
export function ConsoleStandingPage({ standing, frame: Frame }: { standing: StandingList; frame: TableFrame }) {
  const { floor } = standing;
  return (
    <section className={styles.stack} aria-labelledby="standing-title">
      <h1 id="standing-title" className="page-title">
        {REVIEW_COPY.standingTitle}
      </h1>
      <p>{REVIEW_COPY.standingLead}</p>
      <p id="floor-rule">{REVIEW_COPY.floorRule(floor.rating, floor.minReviews)}</p>
      {standing.vendors.length === 0 ? <p>{REVIEW_COPY.standingEmpty}</p> : <StandingTable vendors={standing.vendors} frame={Frame} />}
    </section>
  );
}

function StandingTable({ vendors, frame: Frame }: { vendors: readonly VendorStanding[]; frame: TableFrame }) {
  return (
    <Frame label={REVIEW_COPY.standingCaption}>
      <table className={styles.table} aria-describedby="floor-rule">
        <caption>{REVIEW_COPY.standingCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{REVIEW_COPY.standingVendor}</th>
            <th scope="col">{REVIEW_COPY.standingFlag}</th>
            <th scope="col">{REVIEW_COPY.standingRating}</th>
            <th scope="col">{REVIEW_COPY.standingReviews}</th>
            <th scope="col">{RESPONSIVENESS_COPY.answerRate}</th>
            <th scope="col">{REVIEW_COPY.standingMedian}</th>
          </tr>
        </thead>
        <tbody>
          {standingOrder(vendors).map((vendor) => (
            <tr key={vendor.vendorId} className={vendor.underFloor ? styles.flagged : undefined}>
              <th scope="row">
                <span className={styles.links}>
                  <Link to={workPaths.opsVendor(vendor.vendorId)}>{vendor.vendorName}</Link>
                  <a href={paths.store(vendor.storeSlug)} aria-label={REVIEW_COPY.storePageOf(vendor.vendorName)}>
                    {REVIEW_COPY.storePage}
                  </a>
                </span>
              </th>
              <td>{vendor.underFloor ? <span className={styles.flag}>{REVIEW_COPY.underFloor}</span> : null}</td>
              <td>{ratingText(vendor.rating)}</td>
              <td>{vendor.reviewsCount}</td>
              <td>{answerRateText(figuresOf(vendor))}</td>
              <td>{responseTimeText(figuresOf(vendor))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}
