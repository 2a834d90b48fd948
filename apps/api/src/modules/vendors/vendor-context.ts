import type { FastifyInstance, FastifyRequest } from "fastify";

export interface VendorContext {
  userId: string;
  vendorId: string;
}

/** The signed-in vendor's business; 409 until the account has onboarded (POST /vendor/profile/onboard). */
export async function currentVendor(app: FastifyInstance, request: FastifyRequest): Promise<VendorContext> {
  const userId = request.session!.userId;
  return { userId, vendorId: await app.vendorProfiles.vendorOf(userId) };
}
