import { beforeAll, describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import { approveAsOperator } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";

// A new vendor's first day, on a phone (docs/decisions/0009, 0020): sign in, onboard, fill in and submit the profile,
// add a photo and a bookable offering with it, which waits for review (not on the storefront, not in search), upload
// KYC documents and submit them; the vendor cannot open the operations console. An operator opens a document and
// approves: the offering is on the storefront with the verified badge, and the audit log shows the document opened.
// Then the vendor deletes the offering and sees it leave the storefront and search. On a desktop, a shorter pass: the side
// navigation to every vendor page, and the header's way back to the dashboard.

const baseURL = inject("baseURL");
const browser = useBrowser();
let photo: Buffer;
let documentScan: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#ffb3c7" } })
    .jpeg()
    .toBuffer();
  documentScan = await sharp({ create: { width: 600, height: 380, channels: 3, background: "#e8e4d8" } })
    .png()
    .toBuffer();
});

const freshNumber = () => freshMobile("96");

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
/** A locality box: a text input with the gazetteer's suggestions, which makes it a combobox (docs/decisions/0036). */
const localityBox = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

/** On /vendor/login: a new number signs in with the code sent to it, and a new vendor lands on onboarding. */
async function signInWithCode(page: Page, number: string) {
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(number, baseURL));
  await page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
}

/** On onboarding: creates the business, and the vendor lands on the profile. */
async function onboard(page: Page, business: string) {
  await textbox(page, "Business name").fill(business);
  await textbox(page, "Contact name").fill("Asha Rao");
  await page.getByRole("checkbox", { name: /^Decor/ }).check();
  await localityBox(page, "Area").fill("Indiranagar");
  await page.getByRole("button", { name: "Create my business" }).click();
  await page.waitForURL(`${baseURL}/vendor/profile`);
}

/** Opens a profile section from the checklist, lets `fill` fill it, saves, and waits for the confirmation. */
async function saveSection(page: Page, label: RegExp, fill: () => Promise<void>, saved: string) {
  await page.getByRole("link", { name: label }).click();
  await page.getByRole("button", { name: "Save" }).waitFor();
  await fill();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText(saved).count(), { timeout: 10_000 }).toBe(1);
  expect(new URL(page.url()).pathname).toBe("/vendor/profile");
}

/** The titles on the search page for a query. */
async function searchTitles(page: Page, query: string): Promise<string[]> {
  await page.goto(`${baseURL}/search?${new URLSearchParams({ q: query })}`);
  await page.waitForLoadState("networkidle");
  return page.locator("main article h3").allTextContents();
}

describe.skipIf(!hasChromium && !process.env.CI)("the vendor area", () => {
  // The vendor's first day and the operator's review in one journey: longer than the usual 90 s on a busy machine.
  it(
    "a new vendor onboards, lists an offering, submits; it goes live with the badge once an operator approves (phone)",
    { timeout: 180_000 },
    async () => {
      const { context, page } = await newPage(browser(), "phone");
      try {
        const number = freshNumber();
        const business = `Zinnia Decor ${number.slice(-6)}`;
        const title = `Zinnia balloon arch ${number.slice(-6)}`;

        // Sign in as vendor: a new vendor skips the consumer onboarding and lands on the business onboarding.
        await page.goto(`${baseURL}/vendor/login`);
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1, name: "Sign in as vendor" }).count()).toBe(1);
        await expectAccessible(page, "vendor sign-in");
        await signInWithCode(page, number);

        // Onboard as Vendor: the errors first, then the business.
        await page.getByRole("button", { name: "Create my business" }).click();
        await expect.poll(() => page.getByText("Business name is required").count()).toBe(1);
        await expectAccessible(page, "onboarding with errors");
        await onboard(page, business);
        await expect.poll(() => page.getByText(/Your business is set up/).count()).toBe(1);
        expect(await page.getByText("0 of 4 done").count()).toBe(1);
        await expectAccessible(page, "profile checklist");

        // The four sections; what onboarding was told is filled in already.
        await saveSection(
          page,
          /^Business details/,
          async () => {
            expect(await textbox(page, "Business name").inputValue()).toBe(business);
            expect(await page.getByRole("checkbox", { name: /^Decor/ }).isChecked()).toBe(true);
            await textbox(page, "About your business").fill(
              "Balloon arches, flower walls and table styling for birthdays and office parties.",
            );
          },
          "Business details saved.",
        );
        await saveSection(
          page,
          /^Contact/,
          async () => {
            expect(await textbox(page, "Contact name").inputValue()).toBe("Asha Rao");
            // The number the account signs in with, until the vendor gives another (docs/decisions/0038).
            expect(await textbox(page, "Phone number").inputValue()).toBe(number);
            await textbox(page, "Phone number").fill(number);
          },
          "Contact saved.",
        );
        await saveSection(
          page,
          /^Service area and lead times/,
          async () => {
            expect(await localityBox(page, "Area").inputValue()).toBe("Indiranagar");
            await localityBox(page, "Areas you serve").fill("Koramangala");
            await page.keyboard.press("Enter");
            await textbox(page, "Service radius (km)").fill("15");
            await textbox(page, "Lead time (days)").fill("2");
          },
          "Service area and lead times saved.",
        );
        await saveSection(
          page,
          /^Payment and cancellation terms/,
          async () => {
            await textbox(page, "Advance (%)").fill("20");
            await textbox(page, "Refund policy").fill("A full refund if we have to cancel.");
            await textbox(page, "Cancellation policy").fill("Free cancellation up to 48 hours before the event.");
          },
          "Payment and cancellation terms saved.",
        );
        expect(await page.getByText("4 of 4 done").count()).toBe(1);
        await page.getByRole("button", { name: "Submit profile" }).click();
        await expect.poll(() => page.getByText(/Profile submitted\./).count()).toBe(1);
        // The notice comes from the action; the badge from the loaders it runs again, which may land a moment later.
        await expect.poll(() => page.getByText("Submitted", { exact: true }).count()).toBe(1);

        // A bookable offering, its photo uploaded through the gallery picker.
        await page.getByRole("navigation", { name: "Vendor area" }).getByRole("link", { name: "Offerings" }).click();
        await expect.poll(() => page.getByRole("heading", { name: "No offerings yet" }).count(), { timeout: 10_000 }).toBe(1);
        await page.getByRole("link", { name: "Add offering" }).click();
        await page.waitForURL(`${baseURL}/vendor/offerings/new`);
        await expect.poll(() => page.getByText("Please update Gallery to select images here").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, "offering editor");
        await page.getByRole("button", { name: "Upload photos" }).click();
        const chooser = page.getByRole("dialog", { name: "Choose Image Source" });
        await chooser.getByLabel("Image file").setInputFiles({ name: "arch.jpg", mimeType: "image/jpeg", buffer: photo });
        const tile = page.getByRole("checkbox", { name: "Photo 1 (main photo)" }).or(page.getByRole("checkbox", { name: "Photo 1" }));
        await tile.first().waitFor({ timeout: 15_000 });
        await tile.first().check();
        expect(await page.getByText("1 selected / 10 max").count()).toBe(1);

        await textbox(page, "Title").fill(title);
        await page.getByRole("radio", { name: "Decor" }).check();
        await page.getByRole("radio", { name: /^Book/ }).check();
        // A new offering starts with four questions: name, phone, event date and address (docs/decisions/0034).
        expect(await page.getByRole("textbox", { name: "Label", exact: true }).count()).toBe(4);
        await textbox(page, "Price (₹)").fill("4999");
        await textbox(page, "Summary").fill("A pastel balloon arch for birthdays, set up at your home.");
        await textbox(page, "Section title").fill("What's included");
        await textbox(page, "Line 1").fill("An arch of 150 balloons in three colours");
        await page.getByRole("checkbox", { name: "Birthday" }).check();
        await page.getByRole("button", { name: "Save offering" }).click();
        await page.waitForURL(`${baseURL}/vendor/offerings`, { timeout: 15_000 });
        await expect
          .poll(() => page.getByText(`“${title}” is saved. Customers see it once our team approves your business.`).count())
          .toBe(1);
        const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
        await expect.poll(() => row.getByText("Waiting for review", { exact: true }).count(), { timeout: 10_000 }).toBe(1);
        expect(await row.getByRole("link", { name: /View on storefront/ }).count()).toBe(0);
        await expectAccessible(page, "offerings list");
        const own = await page.evaluate(async () => (await fetch("/api/vendor/offerings")).json());
        const storefront = (own.data.offerings as { title: string; navRef: string }[]).find((o) => o.title === title)!.navRef;
        expect(storefront).toMatch(/^\/offerings\/zinnia-balloon-arch-\d+-vnd\d+$/);

        // Not on the storefront nor in search until an operator approves the business.
        const waiting = await page.goto(`${baseURL}${storefront}`);
        expect(waiting?.status()).toBe(404);
        expect(await searchTitles(page, title)).not.toContain(title);

        // Back from the storefront through the phone drawer: a vendor's account item is the dashboard.
        await page.getByRole("button", { name: "Menu" }).last().click();
        const drawer = page.getByRole("dialog", { name: "Menu" });
        expect(await drawer.getByRole("button", { name: "Profile" }).count()).toBe(0);
        await drawer.getByRole("link", { name: "Vendor dashboard" }).click();
        await page.waitForURL(`${baseURL}/vendor`);
        await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

        // KYC: PAN and Aadhaar with an image each, then submitted for verification.
        await page.goto(`${baseURL}/vendor/kyc`);
        await page.waitForLoadState("networkidle");
        const pan = page.getByRole("form", { name: "Upload PAN card" });
        await pan.getByRole("textbox", { name: "PAN" }).fill("ABCDE1234F");
        await pan.getByLabel(/^Document file/).setInputFiles({ name: "pan.png", mimeType: "image/png", buffer: documentScan });
        await pan.getByRole("button", { name: "Upload" }).click();
        await expect.poll(() => pan.count(), { timeout: 10_000 }).toBe(0);
        const aadhaar = page.getByRole("form", { name: "Upload Aadhaar card" });
        await aadhaar.getByRole("textbox", { name: "Aadhaar number" }).fill("2341 2341 2346");
        await aadhaar.getByLabel(/^Document file/).setInputFiles({ name: "aadhaar.png", mimeType: "image/png", buffer: documentScan });
        await aadhaar.getByRole("button", { name: "Upload" }).click();
        await expect.poll(() => aadhaar.count(), { timeout: 10_000 }).toBe(0);
        await page.getByRole("button", { name: "Submit for verification" }).click();
        await expect
          .poll(async () => (await page.evaluate(async () => (await fetch("/api/vendor/kyc/status")).json())).data.state, {
            timeout: 10_000,
          })
          .toBe("submitted");
        await page.goto(`${baseURL}/vendor`);
        await expect
          .poll(() => page.getByRole("heading", { name: "Review by our team: Waiting for review" }).count(), { timeout: 10_000 })
          .toBe(1);

        // The vendor cannot open the operations console.
        const refused = await page.goto(`${baseURL}/ops`);
        expect(refused?.status()).toBe(403);
        expect(await page.getByRole("heading", { level: 1, name: "This page is for Utsav's operations team" }).count()).toBe(1);

        // An operator opens a document and approves; the audit log shows the document opened (support/operator.ts).
        await approveAsOperator(browser(), baseURL, OPERATORS.review, business, "phone");

        // Live on the storefront, with the verified badge, and in search.
        const live = await page.goto(`${baseURL}${storefront}`);
        expect(live?.status()).toBe(200);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        expect(await page.getByText("Verified", { exact: true }).count()).toBeGreaterThan(0);
        expect(await searchTitles(page, title)).toContain(title);
        expect(await page.locator("main article").filter({ hasText: title }).getByText("Verified", { exact: true }).count()).toBe(1);

        // Delete, with the confirmation naming the offering: gone from the storefront and search at once.

        await page.goto(`${baseURL}/vendor/offerings`);

        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: `Delete ${title}` }).click();
        const confirm = page.getByRole("dialog", { name: "Delete offering?" });
        await expect.poll(() => confirm.getByText(`“${title}”`).count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, "delete confirmation");
        await confirm.getByRole("button", { name: "Delete offering" }).click();
        await expect.poll(() => page.getByText(`“${title}” is deleted.`, { exact: false }).count(), { timeout: 10_000 }).toBe(1);
        expect(await page.getByRole("link", { name: title }).count()).toBe(0);
        const gone = await page.goto(`${baseURL}${storefront}`);
        expect(gone?.status()).toBe(404);
        expect(await searchTitles(page, title)).not.toContain(title);
      } finally {
        await context.close();
      }
    },
  );

  it("a new vendor opens every vendor page from the side navigation, and the header leads back to the dashboard (desktop)", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      const number = freshNumber();
      await page.goto(`${baseURL}/vendor/login`);
      await page.waitForLoadState("networkidle");
      await signInWithCode(page, number);
      await onboard(page, `Lotus Lights ${number.slice(-6)}`);

      // From 1024 px the navigation is a side list beside the page, and names Documents as the KYC.
      const nav = page.getByRole("navigation", { name: "Vendor area" });
      const heading = page.getByRole("heading", { level: 1, name: "Your profile", exact: true });
      await heading.waitFor();
      const [navBox, headingBox] = [await nav.boundingBox(), await heading.boundingBox()];
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(headingBox!.x);
      expect(navBox!.y).toBeLessThan(headingBox!.y + headingBox!.height);

      // Every page of the navigation, marked current, with a title of the same format, accessible once its data shows.
      const pages = [
        { link: "Dashboard", path: "/vendor", heading: "Dashboard", ready: page.getByText(/^Welcome back, Lotus Lights/) },
        { link: "Bookings", path: "/vendor/bookings", heading: "Bookings", ready: page.getByText("No bookings yet") },
        {
          link: "Offerings",
          path: "/vendor/offerings",
          heading: "Offerings",
          ready: page.getByRole("heading", { name: "No offerings yet" }),
        },
        { link: "Gallery", path: "/vendor/gallery", heading: "Gallery", ready: page.getByText("No photos yet") },
        { link: "Documents (KYC)", path: "/vendor/kyc", heading: "Documents", ready: page.getByRole("form", { name: "Upload PAN card" }) },
        { link: "Profile", path: "/vendor/profile", heading: "Your profile", ready: page.getByText("0 of 4 done") },
      ];
      for (const { link, path, heading: name, ready } of pages) {
        await nav.getByRole("link", { name: link, exact: true }).click();
        await page.waitForURL(`${baseURL}${path}`);
        await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
        await ready.first().waitFor({ timeout: 10_000 });
        expect(await nav.getByRole("link", { name: link, exact: true }).getAttribute("aria-current")).toBe("page");
        expect(await page.title()).toBe(`${name} · Utsav for vendors`);
        await expectAccessible(page, `${name} (desktop)`);
      }

      // A profile section, and a new offering.
      await page.getByRole("link", { name: /^Business details/ }).click();
      await page.getByRole("heading", { level: 1, name: "Business details" }).waitFor();
      await page.getByRole("button", { name: "Save" }).waitFor();
      await expectAccessible(page, "profile section (desktop)");
      await nav.getByRole("link", { name: "Offerings", exact: true }).click();
      await page.getByRole("link", { name: "Add offering" }).click();
      await page.waitForURL(`${baseURL}/vendor/offerings/new`);
      await page.getByRole("heading", { level: 1, name: "New offering" }).waitFor();
      await expect.poll(() => page.getByText("Please update Gallery to select images here").count(), { timeout: 10_000 }).toBe(1);
      expect(await page.title()).toBe("New offering · Utsav for vendors");
      await expectAccessible(page, "offering editor (desktop)");

      // The gallery and the documents are rendered on the server with the vendor's data.
      expect(await (await page.request.get(`${baseURL}/vendor/gallery`)).text()).toContain("No photos yet");
      expect(await (await page.request.get(`${baseURL}/vendor/kyc`)).text()).toContain("Upload the required documents below");

      // On the storefront the header's menu offers the Vendor dashboard instead of the consumer's Profile.
      await page.goto(`${baseURL}/`);
      await page.waitForLoadState("networkidle");
      const menu = page.getByRole("button", { name: "Menu" }).first();
      await menu.click();
      expect(await page.getByRole("menuitem", { name: "Profile" }).count()).toBe(0);
      await expectAccessible(page, "storefront menu of a vendor (desktop)");
      await page.getByRole("menuitem", { name: "Vendor dashboard" }).click();
      await page.waitForURL(`${baseURL}/vendor`);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

      // Logout from the header ends the vendor's session, and the vendor area sends them to its sign-in.
      await menu.click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await page.waitForURL(`${baseURL}/vendor/login`);
      expect((await page.evaluate(async () => (await fetch("/api/auth/session")).json())).data.isAuthenticated).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("a customer who opens the vendor area is told it is for vendors", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      const number = freshNumber();
      const headers = { origin: baseURL, "content-type": "application/json" };
      await page.request.post(`${baseURL}/api/auth/consumer/otp/generate`, { headers, data: { phoneNumber: number } });
      await page.request.post(`${baseURL}/api/auth/consumer/otp/verify`, {
        headers,
        data: { phoneNumber: number, otp: await codeFor(number, baseURL) },
      });
      const response = await page.goto(`${baseURL}/vendor`);
      expect(response?.status()).toBe(403);
      expect(await page.getByRole("heading", { level: 1, name: "You are signed in as a customer" }).count()).toBe(1);
      await expectAccessible(page, "customer in the vendor area");
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${baseURL}/vendor/login`);
      await expect.poll(() => page.getByLabel("Phone number").count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
