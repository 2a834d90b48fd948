import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { vendorProfiles } from "@utsav/db";
import { HttpError } from "../../lib/http-errors.ts";

export const ONBOARD_FIRST = "Please complete vendor onboarding first";

export interface VendorContext {
  userId: string;
  vendorId: string;
}

/** The signed-in vendor's business; 409 until the account has onboarded (POST /vendor/profile/onboard). */
export async function currentVendor(app: FastifyInstance, request: FastifyRequest): Promise<VendorContext> {
  const userId = request.session!.userId;
  const [row] = await app.database.db.select({ vendorId: vendorProfiles.vendorId }).from(vendorProfiles).where(eq(vendorProfiles.userId, userId)).limit(1);
  if (!row) throw new HttpError(409, ONBOARD_FIRST, "NOT_ONBOARDED");
  return { userId, vendorId: row.vendorId };
}
