import {
  RATING_FLOOR,
  RESPONSIVENESS_ANSWER_HOURS,
  RESPONSIVENESS_WINDOW_DAYS,
  responsivenessFigures,
  underRatingFloor,
} from "@utsav/domain";
import type { StandingList, VendorStanding } from "@utsav/domain";
import type { ResponsivenessRepository } from "../operations/index.ts";
import type { StandingRepository } from "./standing-repository.ts";

// Each approved vendor's standing for operators (issue 41; docs/decisions/0055, 0060): its rating and count as shoppers
// see them, and how it answers bookings and requests together, in the responsiveness window. Vendors under the rating
// floor come first, flagged for a look; then the lowest rated. Nothing is hidden or paused by it.

/** Under the floor first; then by rating, lowest first, vendors without one last; then by name. */
function byConcern(a: VendorStanding, b: VendorStanding): number {
  if (a.underFloor !== b.underFloor) return a.underFloor ? -1 : 1;
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return a.rating - b.rating;
  }
  return a.vendorName.localeCompare(b.vendorName);
}

export class StandingService {
  constructor(
    private readonly vendors: StandingRepository,
    private readonly responsiveness: ResponsivenessRepository,
  ) {}

  async list(): Promise<StandingList> {
    const vendors = await this.vendors.approved();
    // One query for every vendor's counts (no query per vendor), bookings and requests as separate rows.
    const rows = await this.responsiveness.counts(
      vendors.map((v) => v.id),
      { windowDays: RESPONSIVENESS_WINDOW_DAYS, answerHours: RESPONSIVENESS_ANSWER_HOURS },
    );
    const counts = new Map<string, { reached: number; answered: number; missed: number; waiting: number; answerSeconds: number[] }>();
    for (const row of rows) {
      const sum = counts.get(row.vendorId) ?? { reached: 0, answered: 0, missed: 0, waiting: 0, answerSeconds: [] };
      sum.reached += row.reached;
      sum.answered += row.answered;
      sum.missed += row.missed;
      sum.waiting += row.waiting;
      sum.answerSeconds.push(...row.answerSeconds);
      counts.set(row.vendorId, sum);
    }
    const standing = vendors.map((v): VendorStanding => {
      const sum = counts.get(v.id);
      const figures = sum ? responsivenessFigures(sum) : null;
      return {
        vendorId: v.id,
        vendorName: v.name,
        storeSlug: v.slug,
        rating: v.rating,
        reviewsCount: v.reviewsCount,
        answerRate: figures?.answerRate ?? null,
        medianSeconds: figures?.medianSeconds ?? null,
        underFloor: underRatingFloor(v.rating, v.reviewsCount),
      };
    });
    return { floor: { rating: RATING_FLOOR.rating, minReviews: RATING_FLOOR.minReviews }, vendors: standing.sort(byConcern) };
  }
}
