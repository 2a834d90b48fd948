import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_COPY, envelope, homeDataSchema } from "@utsav/domain";
import type { HomeData } from "@utsav/domain";
import type { FastifyInstance } from "fastify";
import { buildTestApp, getJson } from "./helper.ts";

// The home feed's fixed words say only what the product does (issue 38, docs/decisions/0040): the site already books,
// sells and takes briefs, so the notify-me box is for the native app, which is not in the stores yet; no one can write
// a review yet; there is no chat with vendors.

let app: FastifyInstance;
let home: HomeData;
beforeAll(async () => {
  app = await buildTestApp();
  home = envelope(homeDataSchema).parse((await getJson(app, "/api/home")).body).data;
});
afterAll(async () => {
  await app.close();
});

type Widget = HomeData["widgets"][number];

function hero(): Extract<Widget, { type: "hero_banner" }> {
  const found = home.widgets.find((w) => w.type === "hero_banner");
  if (found?.type !== "hero_banner") throw new Error("no hero banner");
  return found;
}

/** A text block of the feed (trust, banners, closing): its heading, subtitle and points. */
function block(type: "trust" | "banners" | "closing"): Extract<Widget, { type: "trust" | "closing" | "banners" }> {
  const found = home.widgets.find((w) => w.type === type);
  if (found?.type !== "trust" && found?.type !== "banners" && found?.type !== "closing") throw new Error(`no ${type} block`);
  return found;
}

describe("the home feed's words (GET /api/home)", () => {
  it("asks in the hero for an e-mail to hear when the app launches, not when bookings open", () => {
    const { notifyMe, subtitle } = hero().data;
    expect(notifyMe.celebrateText).toBe("Now in Bengaluru · App coming soon");
    expect(notifyMe.subtitleText).toBe(
      "The Utsav app for Android and iPhone is coming soon. Leave your e-mail and we will tell you when it is in the stores.",
    );
    expect(subtitle).toBe("Decor, gifts and sweets from Bengaluru vendors our team has approved: book, buy or call them in a few taps.");
    const words = JSON.stringify(hero().data);
    expect(words).not.toMatch(/launching|open bookings|in minutes/i);
  });

  it("claims in the trust block only what is so: approval before listing, starting prices, terms before booking", () => {
    const trust = block("trust").data;
    expect(trust.heading).toBe("Handpicked brands you can count on");
    expect(trust.subtitle).toBe(
      "Every vendor is approved by our team before their first listing, and the Verified badge marks those whose documents we have checked.",
    );
    expect(trust.points).toEqual([
      "Vendors approved before they list",
      "Starting prices on every offering",
      "Each vendor's terms shown before you book",
    ]);
    expect(JSON.stringify(trust)).not.toMatch(/rated by|reviews/i);
  });

  it("says in the app's banner that the app is coming and what it does, without a chat it does not have", () => {
    const banner = block("banners");
    expect(banner.isWeb).toBe(false);
    expect(banner.data.heading).toBe("Coming soon to Android and iPhone");
    expect(banner.data.subtitle).toBe("The Utsav app: book vendors, follow your bookings and ask for proposals, all from your phone.");
    expect(JSON.stringify(banner)).not.toMatch(/chat|get the app/i);
  });
});

describe("the offering page's quality banner", () => {
  it("promises what the home trust block promises, and nothing about reviews no one can write yet", () => {
    expect(CATALOGUE_COPY.qualityPoints).toEqual(block("trust").data.points);
    for (const point of CATALOGUE_COPY.qualityPoints) expect(point).not.toMatch(/review/i);
  });
});
