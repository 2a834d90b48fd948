import { asc, eq } from "drizzle-orm";
import { vendors } from "@utsav/db";
import type { Db } from "@utsav/db";

// Every approved vendor's figures as shoppers see them, for operators' standing (docs/decisions/0060).

export interface StandingVendor {
  id: string;
  name: string;
  slug: string;
  rating: number | null;
  reviewsCount: number;
}

export class StandingRepository {
  constructor(private readonly db: Db) {}

  /** Every approved vendor (paused ones too), by name. */
  approved(): Promise<StandingVendor[]> {
    return this.db
      .select({ id: vendors.id, name: vendors.name, slug: vendors.slug, rating: vendors.rating, reviewsCount: vendors.reviewsCount })
      .from(vendors)
      .where(eq(vendors.reviewState, "approved"))
      .orderBy(asc(vendors.name));
  }
}
