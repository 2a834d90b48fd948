import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indianDateTime } from "@utsav/domain";
import { csvCell, toCsv } from "../src/modules/operations/oversight-service.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { openThroughLink, signInOperator } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";

// Oversight across vendors (docs/decisions/0020): the 30-day overview, bookings and leads with filters and CSV
// exports (through links a POST makes on the record: operator-links.test.ts), both waitlists.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url, headers: operator.headers });
const json = async (url: string) => (await get(url)).json().data;

type Card = { id: string; navRef: string; offeringType: string };
async function allOfferings(): Promise<Card[]> {
  const cards: Card[] = [];
  for (let offset = 0; ; offset += 100) {
    const data = (await app.inject({ method: "GET", url: `/api/offerings?limit=100&offset=${offset}` })).json().data;
    cards.push(...data.offerings);
    if (!data.hasMore) return cards;
  }
}

async function book(offeringId: string, details: Record<string, string>) {
  const offering = (await allOfferings()).find((o) => o.id === offeringId)!;
  const detail = (await app.inject({ method: "GET", url: offering.navRef.replace("/offerings/", "/api/offerings/") })).json().data.offering;
  const bookingData = Object.fromEntries(
    detail.bookingAttributes.map((a: { field: string }) => [a.field, details[a.field] ?? "2099-12-31"]),
  );
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": "10.77.0.1" },
    payload: { offeringId, vendorName: detail.vendorName, offeringName: detail.title, bookingData, eventDate: "2099-12-31" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { vendorName: detail.vendorName as string };
}

describe("oversight", () => {
  it("counts the last 30 days, a row a day, today last", async () => {
    const before = await json("/api/operator/overview");
    expect(before.days).toHaveLength(30);
    await app.inject({ method: "POST", url: "/api/public/waitlist/join-user", payload: { email: "early@example.com" } });
    await signIn(app, "consumer");
    const after = await json("/api/operator/overview");
    const today = after.days.at(-1);
    expect(today.day).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()));
    expect(today.consumers).toBe(before.days.at(-1).consumers + 1);
    expect(today.waitlist).toBe(before.days.at(-1).waitlist + 1);
    expect(after.waitingForReview).toBe(0);
  });

  it("lists bookings across vendors with filters, and exports them as CSV on record", async () => {
    const bookable = (await allOfferings()).find((o) => o.offeringType === "book")!;
    const first = await book(bookable.id, {});
    await book(bookable.id, {});
    const all = await json("/api/operator/bookings");
    expect(all.totalCount).toBe(2);
    const vendorId = all.bookings[0].vendorId;
    expect((await json(`/api/operator/bookings?vendorId=${vendorId}&status=received`)).totalCount).toBe(2);
    expect((await json(`/api/operator/bookings?status=declined`)).totalCount).toBe(0);
    expect((await json(`/api/operator/bookings?from=2001-01-01&to=2001-12-31`)).totalCount).toBe(0);
    expect((await get("/api/operator/bookings?from=31-12-2001")).statusCode).toBe(400);

    const csv = await openThroughLink(app, operator.headers, "/api/operator/bookings/export-link", { vendorId });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers).toMatchObject({ "content-type": "text/csv; charset=utf-8", "cache-control": "no-store" });
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="utsav-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("Booking,Received,Status,Offering,Offering id,Vendor,Vendor id,Details,Event date,Locality");
    expect(lines).toHaveLength(3);
    // The event's date reaches the console, the list and the export alike (docs/decisions/0034).
    expect(all.bookings[0]).toMatchObject({ eventDate: "2099-12-31", locality: null });
    expect(lines[1]).toMatch(/,2099-12-31,$/);
    // Received in India's time, as a spreadsheet reads a date and time (docs/decisions/0043), not a UTC time stamp.
    const [id, received] = lines[1]!.split(",");
    const placed = (all.bookings as { id: string; createdAt: string }[]).find((b) => b.id === id)!;
    expect(received).toBe(indianDateTime(new Date(placed.createdAt)));
    expect(csv.body).toContain(first.vendorName);
    const exported = (await json("/api/operator/audit?action=export.bookings")).entries[0];
    expect(exported).toMatchObject({ actorId: operator.userId, detail: { vendorId, rows: 2 } });
  });

  it("lists call leads across vendors and exports them", async () => {
    const consumer = await signIn(app, "consumer");
    const call = (await allOfferings()).find((o) => o.offeringType === "call")!;
    const reveal = await app.inject({
      method: "POST",
      url: "/api/consumer/call-lead",
      headers: { cookie: consumer.cookie, origin: ORIGIN },
      payload: { offeringId: call.id, vendorName: "x", offeringName: "y" },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    const all = await json("/api/operator/leads");
    expect(all.leads[0]).toMatchObject({ offeringId: call.id, consumerName: null });
    const leads = await json(`/api/operator/leads?vendorId=${all.leads[0].vendorId}`);
    expect(leads.totalCount).toBe(1);
    expect((await json("/api/operator/leads?vendorId=nobody")).totalCount).toBe(0);
    expect((await get("/api/operator/leads?status=x")).statusCode).toBe(200);
    const csv = await openThroughLink(app, operator.headers, "/api/operator/leads/export-link", {});
    expect(csv.body.split("\r\n")[0]).toBe("Lead,Received,Offering,Offering id,Vendor,Vendor id,Shopper");
    expect(csv.body.split("\r\n")[1]!.split(",")[1]).toBe(indianDateTime(new Date(all.leads[0].createdAt)));
    expect(csv.body).toContain(call.id);
  });

  it("lists both waitlists and exports them", async () => {
    await app.inject({
      method: "POST",
      url: "/api/public/waitlist/join-vendor",
      payload: { businessName: "Tulsi Treats", contactName: "Ravi", phoneNumber: "9845011111", category: "sweets", city: "Bengaluru" },
    });
    const vendorsList = await json("/api/operator/waitlists/vendors");
    expect(vendorsList.columns[0]).toBe("Business");
    expect(vendorsList.rows[0][0]).toBe("Tulsi Treats");
    const consumers = await json("/api/operator/waitlists/consumers");
    expect(consumers.rows.map((row: string[]) => row[0])).toContain("early@example.com");
    const csv = await openThroughLink(app, operator.headers, "/api/operator/waitlists/consumers/export-link");
    expect(csv.body.split("\r\n")[0]).toBe("Email,Joined");
    expect((await get("/api/operator/waitlists/others")).statusCode).toBe(400);
  });
});

describe("CSV cells", () => {
  it("quote what needs quoting and defuse what a spreadsheet would run", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+91 98450")).toBe("'+91 98450");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["a", "b"], [["1", "two\nlines"]])).toBe('a,b\r\n1,"two\nlines"\r\n');
  });
});
