import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "./auth.ts";

/** The signed-in user and the business it runs, in a vendor area (restrictTo "vendor"). */
export interface VendorContext {
  userId: string;
  vendorId: string;
  /** Where the request came from, for the vendor's change history (docs/decisions/0032). */
  clientAddress: string;
}

/** The signed-in vendor's business; 409 until the account has onboarded (POST /vendor/profile/onboard). */
export async function currentVendor(app: FastifyInstance, request: FastifyRequest): Promise<VendorContext> {
  const userId = signedInUser(request);
  return { userId, vendorId: await app.vendorOf(userId), clientAddress: request.ip };
}
