import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { waitlistUsers, waitlistVendors } from "../db/schema.ts";

export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** Joining twice is not an error and adds no row. */
  async addUser(email: string): Promise<void> {
    await this.db.insert(waitlistUsers).values({ email }).onConflictDoNothing();
  }

  /** A vendor who joins again updates their details instead of adding a row. */
  async addVendor(vendor: { phone: string; businessName: string; contactName: string; email: string | null; category: string; city: string }): Promise<void> {
    await this.db
      .insert(waitlistVendors)
      .values(vendor)
      .onConflictDoUpdate({
        target: waitlistVendors.phone,
        set: { businessName: vendor.businessName, contactName: vendor.contactName, email: vendor.email, category: vendor.category, city: vendor.city, updatedAt: sql`now()` },
      });
  }
}
