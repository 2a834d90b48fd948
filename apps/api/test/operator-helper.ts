import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { vendors } from "@utsav/db";
import { freshClient, ORIGIN, signIn } from "./accounts-helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

// Operators and vendors for the console's tests (docs/decisions/0020).

/** A new operator's account (as npm run operator:add makes it), signed in: headers for its requests. */
export async function signInOperator(app: FastifyInstance, fullName = "Meera Ops") {
  const { phone } = freshClient();
  await app.operators.add(`+91${phone}`, fullName, null);
  const session = await signIn(app, "operator", phone);
  return { ...session, headers: { cookie: session.cookie, origin: ORIGIN } };
}

/**
 * Opens a file of personal data as the console does (docs/decisions/0020, amended 2026-11-28): a POST makes the link,
 * on the record, and the GET follows it. `linkUrl` is the POST's address, `payload` its body (an export's filters).
 */
export async function openThroughLink(app: FastifyInstance, headers: Record<string, string>, linkUrl: string, payload?: object) {
  const minted = await app.inject({ method: "POST", url: linkUrl, headers, ...(payload ? { payload } : {}) });
  if (minted.statusCode !== 200) throw new Error(`POST ${linkUrl}: ${minted.body}`);
  const { url } = minted.json().data as { url: string; expiresAt: string };
  return app.inject({ method: "GET", url, headers: { ...headers, "sec-fetch-site": "same-origin" } });
}

export const PAN = "ABCDE1234F";

const SECTIONS = {
  business: (name: string) => ({
    businessName: name,
    titleTag: "Curated by",
    bio: "Fresh flower decor for homes across Bengaluru.",
    categories: ["decor"],
  }),
  contact: { contactName: "Asha Rao", phoneNumber: "98450 12345", email: "", whatsappNumber: "" },
  service: { area: "Jayanagar", serviceAreas: ["Jayanagar", "JP Nagar"], serviceRadiusKm: 15, leadTimeDays: 3 },
  terms: {
    advancePercent: 25,
    refundPolicy: "Full refund up to 48 hours before.",
    cancellationPolicy: "Free cancellation up to 48 hours before.",
  },
};

/** A PNG that sharp made, so that its bytes are a real image. */
export const pngBytes = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

/** Uploads PAN (a PDF) and Aadhaar (a PNG) for a vendor; returns the view's documents. */
export async function uploadDocuments(app: FastifyInstance, headers: Record<string, string>) {
  const form = new FormData();
  form.append("action", "add");
  form.append(
    "documentsInfo",
    JSON.stringify([
      { type: "pan", documentNumber: PAN },
      { type: "aadhaar", documentNumber: "2341 2341 2346" },
    ]),
  );
  form.append(
    "documents",
    new Blob([Buffer.from("%PDF-1.4\n% PAN card\n1 0 obj << >> endobj\n%%EOF\n")], { type: "application/pdf" }),
    "pan.pdf",
  );
  form.append("documents", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "aadhaar.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: "/api/vendor/kyc/update",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`KYC upload failed: ${response.body}`);
  return response.json().data.documents as { id: string; type: string }[];
}

/**
 * A vendor that has onboarded, saved every section, listed an offering, uploaded its documents and submitted both
 * the profile and the documents: it waits for review.
 */
export async function submittedVendor(app: FastifyInstance) {
  const vendor = await readyVendor(app, 1);
  const post = (url: string, payload?: object) =>
    app.inject({ method: "POST", url: `/api/vendor${url}`, headers: vendor.headers, ...(payload ? { payload } : {}) });
  for (const [section, body] of Object.entries({ ...SECTIONS, business: SECTIONS.business(vendor.businessName) })) {
    const saved = await post(`/profile/section/${section}/save`, body);
    if (saved.statusCode !== 200) throw new Error(`section ${section}: ${saved.body}`);
  }
  const offering = await post(
    "/offering",
    offeringBody(vendor.imageIds, { title: `Zinnia Arch ${Math.random().toString(36).slice(2, 8)}` }),
  );
  if (offering.statusCode !== 200) throw new Error(offering.body);
  const documents = await uploadDocuments(app, vendor.headers);
  for (const url of ["/profile/submit", "/kyc/submit"]) {
    const submitted = await post(url);
    if (submitted.statusCode !== 200) throw new Error(`${url}: ${submitted.body}`);
  }
  const { id, slug, title } = offering.json().data as { id: string; slug: string; title: string };
  return { ...vendor, offering: { id, slug, title }, documents };
}

/** Approves a vendor straight in the database, for tests about something else than the review itself. */
export async function approveDirectly(app: FastifyInstance, vendorId: string) {
  await app.database.db.update(vendors).set({ reviewState: "approved", verified: true }).where(eq(vendors.id, vendorId));
  app.catalogue.invalidate();
}

/** An approved vendor with one new offering of `overrides` on the storefront: where tests of what consumers see start. */
export async function approvedVendorWithOffering(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const vendor = await readyVendor(app);
  await approveDirectly(app, vendor.vendorId);
  const created = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: vendor.headers,
    payload: offeringBody(vendor.imageIds, overrides),
  });
  if (created.statusCode !== 200) throw new Error(`POST /api/vendor/offering: ${created.body}`);
  return { vendor, offering: created.json().data as { id: string; slug: string } };
}
