import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BookingAttribute, HomeData, OfferingCard, OfferingDetail } from "@utsav/domain";
import {
  addDays,
  BOOKING_COPY,
  BOOKING_EVENT_COPY,
  BRIEF_COPY,
  BRIEF_FORM_COPY,
  BOOKING_STATUS_LABELS,
  COPY,
  earliestEventDate,
  formatWeekdayDay,
  indianDate,
  isEventDateField,
  priceTextWithoutFrom,
  ratingText,
  REVIEW_CARD_COPY,
  TERMS_COPY,
} from "@utsav/domain/client";
import { hasExport, serveExport } from "./support/app-export.ts";
import { expectAccessible, hasChromium, useBrowser, VIEWPORTS } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile, sessionThroughApi } from "./support/sign-in.ts";

// The native app, exported for the web (`npm run mobile:export`, apps/mobile/dist/web), driven in Chromium at a
// phone's size against the real API: the export is served with the API behind the same origin, as a reverse proxy
// would serve it, so the app calls its own origin (docs/decisions/0018). Without the export, the journey is skipped
// locally; CI builds it first.

const apiURL = inject("baseURL");
const browser = useBrowser();

async function apiData<T>(pathname: string): Promise<T> {
  return ((await (await fetch(`${apiURL}${pathname}`)).json()) as { data: T }).data;
}

/** What a consumer types into a booking field, by its keypad. */
function valueFor(attribute: BookingAttribute): string {
  if (attribute.inputType === "tel") return "9845012345";
  if (attribute.inputType === "email") return "asha@example.in";
  if (attribute.inputType === "number") return "2";
  return attribute.type === "textarea" ? "12 MG Road, Bengaluru" : "Asha Rao";
}

const shown = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);

/** The app routes itself (history.pushState): the address changes without a page load. */
const at = (page: Page, pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(pathname);

/** On the app's sign-in screen: a new number gets its code, then tells its name, and the app goes back where it was. */
async function signUpInApp(page: Page, name: string) {
  const mobile = freshMobile("93");
  await page.getByLabel("Phone number, required").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await shown(page, /We sent a 6-digit code to/);
  await page.getByLabel("Digit 1 of 6").fill(await codeFor(mobile, apiURL));
  await shown(page, "Tell us about you");
  await page.getByLabel("Name, required").fill(name);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await shown(page, "Welcome");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The locality box: typed in part, the gazetteer's suggestion of that name pressed (docs/decisions/0064). */
async function chooseLocality(page: Page, locality: string) {
  await page.getByLabel(BOOKING_EVENT_COPY.localityField).fill(locality.slice(0, 4));
  await page.getByRole("button", { name: locality, exact: true }).click();
}

describe.skipIf((!hasChromium || !hasExport) && !process.env.CI)("the native app in a browser", () => {
  let site: Awaited<ReturnType<typeof serveExport>>;
  beforeAll(async () => {
    if (!hasExport) throw new Error("apps/mobile/dist/web is missing: run npm run mobile:install and npm run mobile:export first");
    site = await serveExport(apiURL);
  });
  afterAll(async () => site?.close());

  it("phone: home → offering → sign in → book, the locality checked", async () => {
    // A bookable offering on the home feed, and the fields its booking asks for.
    const home = await apiData<HomeData>("/api/home");
    const rows = home.widgets.flatMap((widget) => (widget.type === "offerings" ? widget.data.offerings : []));
    const card = rows.find((offering: OfferingCard) => offering.offeringType === "book");
    if (!card) throw new Error("no bookable offering on the home feed");
    const { offering } = await apiData<{ offering: OfferingDetail }>(`/api/offerings/${card.navRef.split("/").pop()}`);

    const context = await browser().newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/`);
      await shown(page, card.title);
      await expectAccessible(page, "the app's home");

      await page
        .getByRole("link", {
          // A home row's card: its vendor's rating where it has reviews (docs/decisions/0060), 'Starting at' and the
          // price without its 'From' (application §2).
          name: [
            card.title,
            card.vendorName,
            ...(card.vendorVerified ? [COPY.verified] : []),
            ...(card.reviewsCount ? [REVIEW_CARD_COPY.ratingLabel(ratingText(card.rating), card.reviewsCount)] : []),
            `${COPY.startingAt} ${priceTextWithoutFrom(card.priceLabel)}`,
          ].join(", "),
        })
        .first()
        .click();
      await at(page, card.navRef);
      await shown(page, "Provided By");

      await page.getByRole("button", { name: "Login" }).click();
      await at(page, "/login");
      // A new number is a new consumer: onboarding, then back to the offering.
      await signUpInApp(page, "Asha Rao");
      await at(page, card.navRef);
      await expect.poll(() => page.getByRole("button", { name: "Profile" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

      await page.getByRole("button", { name: "Book Now" }).click();
      await shown(page, "Please provide your details to proceed with the booking.");
      // The form asks the event date itself: a vendor's own date field is not asked (docs/decisions/0022).
      for (const attribute of offering.bookingAttributes.filter((a) => !isEventDateField(a))) {
        await page
          .getByLabel(attribute.required ? `${attribute.label}, required` : attribute.label, { exact: true })
          .fill(valueFor(attribute));
      }
      await page.getByRole("radio", { name: formatWeekdayDay(earliestEventDate(offering.terms?.leadTimeDays ?? null)) }).click();
      // Where the event is: the vendor's own base, which it serves, said before Submit (docs/decisions/0064).
      const area = offering.terms?.serviceArea;
      await chooseLocality(page, area && area.kind !== "city" && area.baseLocality ? area.baseLocality : "Indiranagar");
      await shown(page, /^✓ /);
      await expectAccessible(page, "the app's booking form");
      await page.getByRole("button", { name: "Submit" }).click();
      await shown(page, "Your booking has been placed! We will get back to you shortly.");

      // The booking was made signed in: My bookings lists it, received, and opens its timeline.
      await page.getByRole("link", { name: BOOKING_COPY.trackBooking }).click();
      await at(page, "/account/bookings");
      // In the web export a row is named by its lines (shared/ui/row-label.ts): the offering, then its status.
      const row = new RegExp(`^${offering.offeringName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*${BOOKING_STATUS_LABELS.received}`);
      await page.getByRole("link", { name: row }).click();
      await shown(page, BOOKING_COPY.cancellationTerms);
      await expectAccessible(page, "the app's booking");
    } finally {
      await context.close();
    }
  });

  it("phone: a brief sent from the app gets two quotes, and one is accepted", { timeout: 240_000 }, async () => {
    // Two vendors in HSR Layout, made live through the API, who will quote (no advance: the booking is theirs at once).
    const vendors = await Promise.all(
      ["Pastel Parties", "Sunrise Decor"].map(async (name) => {
        const number = freshMobile("92");
        const cookie = await sessionThroughApi(apiURL, "vendor", number);
        const business = `${name} ${number.slice(-5)}`;
        await liveVendor(apiURL, cookie, {
          business,
          title: `${name} Balloon Arch ${number.slice(-4)}`,
          service: { area: "HSR Layout", radiusKm: 10, leadTimeDays: 3 },
          operator: OPERATORS.nativeApp,
          advancePercent: 0,
        });
        return { business, cookie };
      }),
    );

    const context = await browser().newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    try {
      // 1. The shopper fills the brief signed out, and signs in at Send; the brief goes once they are back.
      await page.goto(`${site.url}/request-proposals`);
      await page.getByRole("heading", { name: BRIEF_COPY.formTitle }).waitFor();
      await page.getByRole("radio", { name: "Birthday" }).click();
      await page.getByLabel(TERMS_COPY.otherEventDate).fill(addDays(indianDate(), 10));
      await chooseLocality(page, "HSR Layout");
      await page.getByLabel(`${BRIEF_COPY.guests}, required`).fill("30");
      await page.getByLabel(`${BRIEF_FORM_COPY.budgetFrom}, required`).fill("10000");
      await page.getByLabel(`${BRIEF_FORM_COPY.budgetUpTo}, required`).fill("25000");
      await page.getByRole("checkbox", { name: "Decor" }).click();
      await page.getByLabel(BRIEF_COPY.notes).fill("A pastel theme for a sixth birthday, on the terrace");
      await expectAccessible(page, "the app's brief form");
      await page.getByRole("button", { name: BRIEF_COPY.submit }).click();
      await at(page, "/login");
      await signUpInApp(page, "Meera Iyer");
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/account\/briefs\/br_\w+$/);
      const briefPath = new URL(page.url()).pathname;
      await shown(page, /^Sent to \d+ vendors · 0 quotes$/);

      // 2. Both vendors quote, as their vendor area would send it.
      const briefId = briefPath.split("/").pop()!;
      for (const [index, vendor] of vendors.entries()) {
        const quoted = await fetch(`${apiURL}/api/vendor/briefs/${briefId}/quote`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: apiURL, cookie: vendor.cookie },
          body: JSON.stringify({
            price: 18000 + index * 3500,
            included: "Balloon arch, name backdrop, set-up and removal",
            validUntil: addDays(indianDate(), 5),
          }),
        });
        expect(quoted.status, await quoted.clone().text()).toBe(200);
      }

      // 3. The shopper compares them and accepts the first; it becomes a booking.
      await page.goto(`${site.url}${briefPath}`);
      await shown(page, "₹18,000");
      await shown(page, "₹21,500");
      await expectAccessible(page, "the app's quotes");
      const accept = page.getByRole("button", { name: `Accept ${vendors[0]!.business}'s quote` });
      await accept.first().click();
      await shown(page, "Accept this quote?");
      await accept.last().click();
      await shown(page, "You accepted a quote and it is now a booking.");
      await page.getByRole("link", { name: "View booking" }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/account\/bookings\/bk_\w+$/);
      await shown(page, BOOKING_COPY.cancellationTerms);
    } finally {
      await context.close();
    }
  });
});
