import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  addDays,
  AVAILABILITY_FEED_WORDS,
  AVAILABILITY_MESSAGES,
  bookingReference,
  calendarFeedSchema,
  envelope,
  pagePaths,
} from "@utsav/domain";
import { block, bookOn, calendarOf, expectTaken } from "./availability-helper.ts";
import { bookableVendor, freshMobile, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { inDays } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";

// A vendor's calendar feed (docs/decisions/0056): an iCalendar file (RFC 5545) at a secret address, read with no
// session, parsed here as a phone's calendar would: CRLF lines of at most 75 octets, folded and escaped. It lists the
// received and confirmed bookings (never the shopper's name or phone) and the blocked ranges; a new address ends the old.

/** An iCalendar file's components as property maps (name with its parameters → unescaped value), checking its lines. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
  }
  const logical = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
  const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));
  const stack: { name: string; props: Record<string, string>; children: { name: string; props: Record<string, string> }[] }[] = [];
  let root: (typeof stack)[number] | null = null;
  for (const line of logical) {
    const colon = line.indexOf(":");
    const [key, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (key === "BEGIN") {
      const component = { name: value, props: {}, children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
      root ??= component;
    } else if (key === "END") {
      expect(stack.pop()?.name).toBe(value);
    } else {
      const current = stack.at(-1)!;
      current.props[key] = unescape(value);
    }
  }
  expect(stack).toEqual([]);
  return root!;
}

let app: FastifyInstance;
let vendor: BookableVendor;
let shopperMobile: string;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
  shopperMobile = freshMobile();
});
afterAll(async () => {
  await app?.close();
});

const makeFeed = async () => {
  const response = await app.inject({ method: "POST", url: "/api/vendor/availability/feed", headers: vendor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(calendarFeedSchema).parse(response.json()).data.url;
};
const read = (url: string) => app.inject({ method: "GET", url: new URL(url).pathname });
const book = async (eventDate: string) => {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": `10.58.0.${Math.floor(Math.random() * 250)}` },
    payload: {
      offeringId: vendor.offering.id,
      vendorName: "",
      offeringName: "",
      bookingData: { name: "Kavya Raman", mobile: shopperMobile },
      eventDate,
      locality: "Indiranagar",
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.bookingId as string;
};

describe("the calendar feed", () => {
  it("lists received and confirmed bookings and blocked ranges as all-day events, without the shopper's details", async () => {
    const confirmed = await book(inDays(10));
    const received = await book(inDays(11));
    const declined = await book(inDays(12));
    await expectTaken(setStatus(app, vendor.headers, confirmed, { status: "confirmed" }));
    await expectTaken(setStatus(app, vendor.headers, declined, { status: "declined", reason: "Not that day" }));
    const note = "दिवाली की छुट्टी; family function, closed\\back on Monday — सभी को शुभकामनाएँ, see you then!";
    await expectTaken(block(app, vendor.headers, { startsOn: inDays(20), endsOn: inDays(22), note }));

    const url = await makeFeed();
    expect(url).toMatch(new RegExp(`^${app.config.publicOrigin}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await calendarOf(app, vendor.headers)).feedActive).toBe(true);
    const response = await read(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).not.toContain(shopperMobile);
    expect(response.body).not.toContain("Kavya");

    const calendar = parseIcs(response.body);
    expect(calendar.name).toBe("VCALENDAR");
    expect(calendar.props).toMatchObject({ VERSION: "2.0", PRODID: expect.stringMatching(/^-\/\/Utsav\/\//) });
    expect(calendar.props["X-WR-CALNAME"]).toBe(AVAILABILITY_FEED_WORDS.calendarName(vendor.businessName));
    const events = calendar.children.filter((c) => c.name === "VEVENT").map((e) => e.props);
    expect(events).toHaveLength(3);
    const compact = (date: string) => date.replaceAll("-", "");
    const link = (id: string) => AVAILABILITY_FEED_WORDS.bookingLink(`${app.config.publicOrigin}${pagePaths.vendorBooking(id)}`);
    expect(events).toEqual([
      expect.objectContaining({
        UID: expect.stringMatching(new RegExp(`^${confirmed}@`)),
        "DTSTART;VALUE=DATE": compact(inDays(10)),
        "DTEND;VALUE=DATE": compact(inDays(11)),
        SUMMARY: `${vendor.offering.title} ${bookingReference(confirmed)}`,
        DESCRIPTION: `${AVAILABILITY_FEED_WORDS.bookingPlace("Indiranagar")}\n${link(confirmed)}`,
        STATUS: "CONFIRMED",
        DTSTAMP: expect.stringMatching(/^\d{8}T\d{6}Z$/),
      }),
      expect.objectContaining({
        UID: expect.stringMatching(new RegExp(`^${received}@`)),
        SUMMARY: AVAILABILITY_FEED_WORDS.bookingSummary(vendor.offering.title, bookingReference(received), false),
        STATUS: "TENTATIVE",
      }),
      expect.objectContaining({
        "DTSTART;VALUE=DATE": compact(inDays(20)),
        // DTEND is the day after the last one blocked (exclusive).
        "DTEND;VALUE=DATE": compact(addDays(inDays(22), 1)),
        SUMMARY: AVAILABILITY_FEED_WORDS.blockedSummary,
        DESCRIPTION: note,
      }),
    ]);
    // The note's line was long and not ASCII: it was folded between characters, never inside one.
    expect(response.body).toMatch(/\r\n /);

    // The same items keep their UIDs, so a calendar updates them rather than adding more.
    const again = parseIcs((await read(url)).body).children.map((e) => e.props.UID);
    expect(again).toEqual(events.map((e) => e.UID));
  });

  it("stops at its old address when renewed, and altogether when stopped; anything else is 404", async () => {
    const old = await makeFeed();
    const renewed = await makeFeed();
    expect(renewed).not.toBe(old);
    const gone = await read(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, data: null, errorMessage: AVAILABILITY_MESSAGES.feedNotFound, errorCode: "NOT_FOUND" });
    expect((await read(renewed)).statusCode).toBe(200);

    const stopped = await app.inject({ method: "DELETE", url: "/api/vendor/availability/feed", headers: vendor.headers });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data.feedActive).toBe(false);
    expect((await read(renewed)).statusCode).toBe(404);

    for (const file of [`${"A".repeat(43)}.ics`, "nope", `${new URL(renewed).pathname.split("/").pop()!.slice(0, 43)}.ical`]) {
      const response = await app.inject({ method: "GET", url: `/api/calendar/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json().errorMessage).toBe(AVAILABILITY_MESSAGES.feedNotFound);
    }
  });

  it("is each business's own: another vendor's feed shows none of these bookings", async () => {
    const other = await bookableVendor(app);
    expect((await bookOn(app, vendor.offering.id, inDays(30))).statusCode).toBe(200);
    const response = await app.inject({ method: "POST", url: "/api/vendor/availability/feed", headers: other.headers });
    const feed = await read(envelope(calendarFeedSchema).parse(response.json()).data.url);
    expect(parseIcs(feed.body).children).toEqual([]);
  });
});
