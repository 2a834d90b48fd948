import type { FastifyInstance, FastifyRequest } from "fastify";
import type { VendorMemberRole } from "@utsav/domain";
import { signedInUser } from "./auth.ts";

/** The business a vendor account acts for, and as whom: its owner or a member of its team (docs/decisions/0033). */
export interface VendorMembership {
  vendorId: string;
  role: VendorMemberRole;
}

/** The signed-in user, the business it acts for and its role there, in a vendor area (restrictTo "vendor"). */
export interface VendorContext extends VendorMembership {
  userId: string;
  /** Where the request came from, for the vendor's change history (docs/decisions/0032). */
  clientAddress: string;
}

/** The signed-in vendor's business and role; 409 until the account has onboarded (POST /vendor/profile/onboard). */
export async function currentVendor(app: FastifyInstance, request: FastifyRequest): Promise<VendorContext> {
  const userId = signedInUser(request);
  const { vendorId, role } = await app.vendorOf(userId);
  return { userId, vendorId, role, clientAddress: request.ip };
}
