import { describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import { addDays, formatLongDate, indianDate } from "@utsav/domain";
import type { Page } from "playwright-core";
import { approveThroughApi } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// A booking's round trip (docs/decisions/0021), at a phone and a desktop size: a guest books a vendor's offering;
// the vendor signs in, finds the booking and confirms it; the shopper signs in with the number they booked with
// and reads "Confirmed"; and the SMS that told them is in the local outbox.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("93");
const json = { "content-type": "application/json", origin: baseURL };
const eventDate = addDays(indianDate(), 10);

/**
 * One live bookable offering for the vendor whose session cookie is given, made through the API as the vendor
 * area would make it: onboarding, a photo, the offering.
 */
async function bookableOffering(cookie: string, vendorNumber: string): Promise<{ slug: string; title: string }> {
  const headers = { ...json, cookie };
  const business = `Diya Decor ${vendorNumber.slice(-5)}`;
  const onboard = await fetch(`${baseURL}/api/vendor/profile/onboard`, {
    method: "POST",
    headers,
    body: JSON.stringify({ businessName: business, contactName: "Asha Rao", category: "decor", area: "Indiranagar" }),
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
  const title = `Diya Courtyard Decor ${vendorNumber.slice(-4)}`;
  const offering = await fetch(`${baseURL}/api/vendor/offering`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title,
      category: "decor",
      subCategory: "personal",
      offeringType: "book",
      price: 3500,
      summary: "A courtyard of clay diyas and marigold for Deepavali evening, set up in two hours.",
      description: [{ title: "What you get", items: ["120 clay diyas", "Marigold strings"] }],
      occasions: ["diwali"],
      imageIds: [imageId],
      bookingAttributes: [
        { label: "Name", field: "name", type: "input", inputType: "text", required: true },
        { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
        { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: false },
      ],
    }),
  });
  expect(offering.status, await offering.clone().text()).toBe(200);
  await submitForReview(headers, business);
  await approveByOperator(((await onboard.json()) as { data: { vendorId: string } }).data.vendorId);
  return { slug: ((await offering.json()) as { data: { slug: string } }).data.slug, title };
}

/**
 * The vendor saves every profile section, uploads its identity documents and submits both, as the vendor area would:
 * its offerings reach shoppers only once an operator approves (the go-live gate, docs/decisions/0020).
 */
async function submitForReview(headers: Record<string, string>, business: string): Promise<void> {
  const sections = {
    business: { businessName: business, titleTag: "Curated by", bio: "Diya and courtyard decor across Bengaluru.", categories: ["decor"] },
    contact: { contactName: "Asha Rao", phoneNumber: "98450 12345", email: "", whatsappNumber: "" },
    service: { area: "Indiranagar", serviceAreas: ["Indiranagar"], serviceRadiusKm: 15, leadTimeDays: 3 },
    terms: { advancePercent: 25, refundPolicy: "Full refund up to 48 hours before.", cancellationPolicy: "Free up to 48 hours before." },
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

/** The operator approves the vendor, through the API (the console's own journey drives the pages). */
const approveByOperator = (vendorId: string) => approveThroughApi(baseURL, OPERATORS.bookings, vendorId);

/** Signs in on the page that shows the phone field (the vendor's or the shopper's login page). */
async function signIn(page: Page, number: string) {
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(number, baseURL));
}

async function outbox(): Promise<{ to: string; text: string }[]> {
  return ((await (await fetch(`${baseURL}/api/dev/outbox`)).json()) as { data: { messages: { to: string; text: string }[] } }).data
    .messages;
}

describe.skipIf(!hasChromium && !process.env.CI)("a booking's round trip", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a guest books, the vendor confirms, the shopper reads "Confirmed"`, { timeout: 120_000 }, async () => {
      const vendorNumber = freshNumber();
      const shopperNumber = freshNumber();
      // The vendor signs in; their business and a bookable offering are made with that session.
      const vendor = await newPage(browser(), viewport);
      await vendor.page.goto(`${baseURL}/vendor/login`);
      await signIn(vendor.page, vendorNumber);
      await vendor.page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
      const session = (await vendor.context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
      const offering = await bookableOffering(`${session.name}=${session.value}`, vendorNumber);

      // 1. A guest books.
      const guest = await newPage(browser(), viewport);
      try {
        const { page } = guest;
        await page.goto(`${baseURL}/offerings/${offering.slug}`);
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "Book Now" }).first().click();
        if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
        await page.getByLabel(/^Name/).fill("Meera Iyer");
        await page.getByLabel(/^Mobile/).fill(shopperNumber);
        // The form's date picker asks the date; the vendor's own "Event date" field takes it (decision 0022).
        expect(await page.getByLabel(/^Event date/).count()).toBe(1);
        await page.getByLabel(/^Event date/).fill(eventDate);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect
          .poll(() => page.getByText("Your booking has been placed! We will get back to you shortly.").count(), { timeout: 15_000 })
          .toBe(1);
        expect(await page.getByRole("link", { name: "Track this booking" }).count()).toBe(1);
      } finally {
        await guest.context.close();
      }
      await expect
        .poll(async () => (await outbox()).some((m) => m.text.startsWith("New booking") && m.text.includes("from Meera Iyer")), {
          timeout: 10_000,
        })
        .toBe(true);

      // 2. The vendor, signed in, finds the booking from the dashboard and confirms it.
      try {
        const { page } = vendor;
        await page.goto(`${baseURL}/vendor`);
        await page
          .getByRole("link", { name: /Bookings/ })
          .first()
          .click();
        await page.waitForURL(`${baseURL}/vendor/bookings`);
        const row = page.getByRole("link", { name: `Meera Iyer · ${offering.title}` });
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `vendor bookings (${viewport})`);
        await row.click();
        await expect.poll(() => page.getByText(formatLongDate(eventDate)).count(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await page.getByRole("link", { name: "Call Meera Iyer" }).getAttribute("href")).toBe(`tel:+91${shopperNumber}`);
        await page.getByRole("button", { name: /^Confirm #/ }).click();
        await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `vendor booking (${viewport})`);
      } finally {
        await vendor.context.close();
      }

      // 3. The shopper signs in with the same number and reads "Confirmed".
      const shopper = await newPage(browser(), viewport);
      try {
        const { page } = shopper;
        await page.goto(`${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
        await signIn(page, shopperNumber);
        await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
        await page.getByLabel("Name").fill("Meera Iyer");
        await page.getByRole("button", { name: "Save and continue" }).click();
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
        const list = page.getByRole("list", { name: "My bookings" });
        await expect.poll(() => list.getByText("Confirmed").count(), { timeout: 10_000 }).toBe(1);
        await list.getByRole("link", { name: offering.title }).click();
        await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `my booking (${viewport})`);
      } finally {
        await shopper.context.close();
      }

      // 4. The SMS that told the shopper is in the outbox.
      await expect
        .poll(
          async () =>
            (await outbox()).some(
              (m) => m.to === `+91${shopperNumber}` && /^Your booking #\w{8} for .* is confirmed by Diya Decor/.test(m.text),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
    });
  }
});
