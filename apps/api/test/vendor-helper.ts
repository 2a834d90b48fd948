import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { vendorGalleryImages, vendorKycDocuments } from "@utsav/db";
import { ORIGIN, signIn } from "./accounts-helper.ts";

/** A signed-in vendor account (not yet onboarded): the session cookie ('name=token'), its +91 phone and user id. */
export async function signInVendor(app: FastifyInstance): Promise<{ cookie: string; phone: string; userId: string }> {
  return signIn(app, "vendor");
}

/** Headers for a vendor request; state-changing requests need the Origin header (platform/auth.ts). */
export function vendorHeaders(cookie: string): { cookie: string; origin: string } {
  return { cookie, origin: ORIGIN };
}

let businessCounter = 0;

export interface OnboardInput {
  businessName: string;
  contactName: string;
  category: "decor" | "gifts" | "sweets";
  area: string;
}

/**
 * Onboards the signed-in vendor with a unique business name and returns the VendorProfile (`data` of the
 * envelope). Throws when the API refuses, so a test's setup fails loudly.
 */
export async function onboardVendor(app: FastifyInstance, cookie: string, overrides: Partial<OnboardInput> = {}) {
  businessCounter++;
  const payload: OnboardInput = {
    businessName: `Test Studio ${process.pid}-${businessCounter}-${Math.random().toString(36).slice(2, 8)}`,
    contactName: "Asha Rao",
    category: "decor",
    area: "Indiranagar",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/vendor/profile/onboard", headers: vendorHeaders(cookie), payload });
  if (response.statusCode !== 200) throw new Error(`onboard failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { vendorId: string; businessName: string; [key: string]: unknown };
}

/**
 * Puts images straight into a vendor's gallery (the rows the gallery calls would make), so offering tests do not
 * depend on image uploads. Returns their ids.
 */
export async function addGalleryImages(app: FastifyInstance, vendorId: string, count: number, caption = ""): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `gi-${randomUUID()}`,
    vendorId,
    imageKey: `gallery/${randomUUID()}.webp`,
    thumbnailKey: `gallery/${randomUUID()}.webp`,
    width: 1200,
    height: 900,
    caption,
    position: i,
  }));
  if (rows.length > 0) await app.database.db.insert(vendorGalleryImages).values(rows);
  return rows.map((r) => r.id);
}

/** A valid POST /api/vendor/offering body (a call offering); override any field. */
export function offeringBody(imageIds: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Marigold Entrance Garland ${Math.random().toString(36).slice(2, 7)}`,
    category: "decor",
    subCategory: "personal",
    offeringType: "call",
    price: 1500,
    summary: "Fresh marigold garlands for your front door, made the morning of the event.",
    description: [{ title: "What you get", items: ["Two garlands of 6 feet", "Mango leaf toran"] }],
    occasions: ["diwali"],
    imageIds,
    ...overrides,
  };
}

/** Signs in a new vendor, onboards them and fills their gallery: what most offering tests start from. */
export async function readyVendor(app: FastifyInstance, images = 3) {
  const session = await signInVendor(app);
  const profile = await onboardVendor(app, session.cookie);
  const imageIds = await addGalleryImages(app, profile.vendorId, images);
  return { ...session, vendorId: profile.vendorId, businessName: profile.businessName, imageIds, headers: vendorHeaders(session.cookie) };
}

/**
 * Puts a current FSSAI licence on file for a vendor (the row the KYC upload would make), so its sweets offerings are
 * shown to consumers (docs/decisions/0022).
 */
export async function addFoodLicence(app: FastifyInstance, vendorId: string): Promise<void> {
  await app.database.db.insert(vendorKycDocuments).values({
    id: `kyc-${randomUUID()}`,
    vendorId,
    type: "fssai",
    numberCipher: "test",
    numberHint: "XXXXXXXXXX0123",
    expiryDate: `${new Date().getFullYear() + 1}-03-31`,
    fileKey: `kyc/${randomUUID()}`,
    fileName: "fssai.pdf",
    contentType: "application/pdf",
    sizeBytes: 400,
  });
}
