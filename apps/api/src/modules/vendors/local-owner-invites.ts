import { randomUUID } from "node:crypto";
import { and, eq, isNull, notExists } from "drizzle-orm";
import { vendorInvites, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";

// Local runs only (APP_ENV=local, never production nor tests): each catalogue vendor is invited to a fixed number, so a
// newcomer signs in at /vendor/login with it and runs that business (docs/decisions/0033; the table is in README.md,
// "Signing in locally"). The numbers are of no one: 90000 00101 to 00110 are used nowhere else in the code or tests.

/** The catalogue vendor's key, and the number its owner signs in with on a local run. */
export const LOCAL_OWNER_NUMBERS: readonly { vendorId: string; phone: string }[] = [
  { vendorId: "jaya-studio", phone: "+919000000101" },
  { vendorId: "deepam-gifts", phone: "+919000000102" },
  { vendorId: "nanna-naturals", phone: "+919000000103" },
  { vendorId: "zenith-sound", phone: "+919000000104" },
  { vendorId: "sri-ranga-lights", phone: "+919000000105" },
  { vendorId: "hoovu-kala", phone: "+919000000106" },
  { vendorId: "shiva-flowers", phone: "+919000000107" },
  { vendorId: "house-of-corporate-gifts", phone: "+919000000108" },
  { vendorId: "mallige-florals", phone: "+919000000109" },
  { vendorId: "highball-works", phone: "+919000000110" },
];

/** Who the invitations name as having made them: the local run itself. */
export const LOCAL_RUN_INVITER = "local-run";

/**
 * Invites each catalogue vendor's local number once: a vendor with no owner whose number was never invited. An
 * invitation revoked or accepted is not made again, so a local run keeps what was done with it. Answers how many it made.
 */
export async function inviteLocalOwners(db: Db): Promise<number> {
  let made = 0;
  for (const { vendorId, phone } of LOCAL_OWNER_NUMBERS) {
    const neverInvited = notExists(
      db
        .select({ id: vendorInvites.id })
        .from(vendorInvites)
        .where(and(eq(vendorInvites.vendorId, vendorId), eq(vendorInvites.phone, phone))),
    );
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), isNull(vendors.ownerUserId), neverInvited));
    if (!vendor) continue;
    const inserted = await db
      .insert(vendorInvites)
      .values({ id: `vi_${randomUUID().replace(/-/g, "")}`, vendorId, phone, role: "owner", invitedBy: LOCAL_RUN_INVITER })
      .onConflictDoNothing()
      .returning({ id: vendorInvites.id });
    made += inserted.length;
  }
  return made;
}
