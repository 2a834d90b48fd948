import sharp from "sharp";
import { expect } from "vitest";
import { approveThroughApi } from "./operator.ts";
import type { Operator } from "./server.ts";

// A vendor made live through the API, as the vendor area would make it, for journeys that need one: onboarding, a
// photo, an offering, every profile section and identity documents submitted, and an operator's approval (the go-live
// gate, docs/decisions/0020).

export interface LiveVendorOptions {
  business: string;
  title: string;
  /** The operator who approves it: each journey file its own (support/server.ts). */
  operator: Operator;
  /** The Service section: where the vendor is based, how far it goes and how many days ahead it is booked. */
  service?: { area: string; radiusKm: number; leadTimeDays: number };
  offeringType?: "book" | "call";
  /** The advance it asks (the Terms section), 25% unless said: paid online when booking (docs/decisions/0048); 0 for none. */
  advancePercent?: number;
  /** The refund schedule of the Terms section (RefundSchedule); none unless given. */
  refunds?: unknown;
  /** The Contact section's e-mail (a linked account for payouts needs one); none unless given. */
  email?: string;
}

/** Makes the signed-in vendor (its session cookie given) live with one decor offering; answers its slug and vendor id. */
export async function liveVendor(
  baseURL: string,
  cookie: string,
  {
    business,
    title,
    operator,
    service = { area: "Indiranagar", radiusKm: 15, leadTimeDays: 3 },
    offeringType = "book",
    advancePercent = 25,
    refunds = null,
    email = "",
  }: LiveVendorOptions,
): Promise<{ slug: string; title: string; vendorId: string }> {
  const headers = { "content-type": "application/json", origin: baseURL, cookie };
  const onboard = await fetch(`${baseURL}/api/vendor/profile/onboard`, {
    method: "POST",
    headers,
    body: JSON.stringify({ businessName: business, contactName: "Asha Rao", category: "decor", area: service.area }),
  });
  expect(onboard.status, await onboard.clone().text()).toBe(200);
  const form = new FormData();
  form.append("action", "add");
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#ffd166" } })
    .jpeg()
    .toBuffer();
  form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "diya.jpg");
  const gallery = await fetch(`${baseURL}/api/vendor/gallery/update`, { method: "POST", headers: { cookie, origin: baseURL }, body: form });
  expect(gallery.status, await gallery.clone().text()).toBe(200);
  const imageId = ((await gallery.json()) as { data: { images: { id: string }[] } }).data.images[0]!.id;
  const offering = await fetch(`${baseURL}/api/vendor/offering`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title,
      category: "decor",
      subCategory: "personal",
      offeringType,
      price: 3500,
      summary: "A courtyard of clay diyas and marigold for Deepavali evening, set up in two hours.",
      description: [{ title: "What you get", items: ["120 clay diyas", "Marigold strings"] }],
      occasions: ["diwali"],
      imageIds: [imageId],
      bookingAttributes:
        offeringType === "book"
          ? [
              { label: "Name", field: "name", type: "input", inputType: "text", required: true },
              { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
              { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: false },
            ]
          : [],
    }),
  });
  expect(offering.status, await offering.clone().text()).toBe(200);
  await submitForReview(baseURL, headers, business, service, { advancePercent, refunds, email });
  const vendorId = ((await onboard.json()) as { data: { vendorId: string } }).data.vendorId;
  await approveThroughApi(baseURL, operator, vendorId);
  return { slug: ((await offering.json()) as { data: { slug: string } }).data.slug, title, vendorId };
}

/**
 * The vendor saves every profile section, uploads its identity documents and submits both, as the vendor area would:
 * its offerings reach consumers only once an operator approves.
 */
async function submitForReview(
  baseURL: string,
  headers: Record<string, string>,
  business: string,
  service: NonNullable<LiveVendorOptions["service"]>,
  { advancePercent, refunds, email }: { advancePercent: number; refunds: unknown; email: string },
): Promise<void> {
  const sections = {
    business: { businessName: business, titleTag: "Curated by", bio: "Diya and courtyard decor across Bengaluru.", categories: ["decor"] },
    contact: { contactName: "Asha Rao", phoneNumber: "98450 12345", email, whatsappNumber: "" },
    service: { area: service.area, serviceAreas: [service.area], serviceRadiusKm: service.radiusKm, leadTimeDays: service.leadTimeDays },
    terms: {
      advancePercent,
      refundPolicy: "Full refund up to 48 hours before.",
      cancellationPolicy: "Free up to 48 hours before.",
      ...(refunds ? { refunds } : {}),
    },
  };
  for (const [section, body] of Object.entries(sections)) {
    const saved = await fetch(`${baseURL}/api/vendor/profile/section/${section}/save`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  const pdf = (label: string) =>
    new Blob([Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << >> endobj\n%%EOF\n`)], { type: "application/pdf" });
  const form = new FormData();
  form.append("action", "add");
  form.append(
    "documentsInfo",
    JSON.stringify([
      { type: "pan", documentNumber: "ABCDE1234F" },
      { type: "aadhaar", documentNumber: "2341 2341 2346" },
    ]),
  );
  form.append("documents", pdf("PAN card"), "pan.pdf");
  form.append("documents", pdf("Aadhaar"), "aadhaar.pdf");
  const { cookie, origin } = headers as { cookie: string; origin: string };
  const kyc = await fetch(`${baseURL}/api/vendor/kyc/update`, { method: "POST", headers: { cookie, origin }, body: form });
  expect(kyc.status, await kyc.clone().text()).toBe(200);
  for (const step of ["profile/submit", "kyc/submit"]) {
    const submitted = await fetch(`${baseURL}/api/vendor/${step}`, { method: "POST", headers: { cookie, origin } });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
  }
}

/** What the local SMS and e-mail providers kept (GET /api/dev/outbox), newest first. */
export async function outbox(baseURL: string): Promise<{ to: string; text: string }[]> {
  return ((await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as { data: { messages: { to: string; text: string }[] } }).data
    .messages;
}
