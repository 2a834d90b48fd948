import { waitlistUsers, waitlistVendors } from "@utsav/db";
import type { Db } from "@utsav/db";

/**
 * The launch waitlists. A join never changes an entry already there: the answer is a success either way, so a
 * repeated join tells no one whether the address or number was known, and a stranger cannot rewrite another
 * business's entry by giving its number (docs/decisions/0016).
 */
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** Joining twice is not an error and adds no row. */
  async addUser(email: string): Promise<void> {
    await this.db.insert(waitlistUsers).values({ email }).onConflictDoNothing();
  }

  /** Joining twice is not an error, adds no row and keeps the first entry's details. */
  async addVendor(vendor: {
    phone: string;
    businessName: string;
    contactName: string;
    email: string | null;
    category: string;
    city: string;
  }): Promise<void> {
    await this.db.insert(waitlistVendors).values(vendor).onConflictDoNothing({ target: waitlistVendors.phone });
  }
}
