import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  consumerBookingDetailSchema,
  consumerBookingListSchema,
  envelope,
  vendorBookingListSchema,
  vendorLeadListSchema,
} from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// The vendor's bookings and leads lists (filter, search, cursor paging, CSV) and the consumer's My bookings: the
// bookings made signed in and the guest bookings made with the number the consumer proved by code.

let app: FastifyInstance;
let vendor: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
afterAll(async () => {
  await app.close();
});

async function vendorList(query: string, headers = vendor.headers) {
  const response = await app.inject({ method: "GET", url: `/api/vendor/bookings${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return envelope(vendorBookingListSchema).parse(response.json()).data;
}

describe("GET /api/vendor/bookings", () => {
  it("pages newest first with a cursor, without gaps or repeats, and filters by status and by name or phone", async () => {
    const own = await bookableVendor(app);
    const ids: string[] = [];
    const phones: string[] = [];
    for (let i = 0; i < 23; i++) {
      phones.push(freshMobile());
      ids.push(await placeBooking(app, own.offering.id, { name: i === 7 ? "Zoya Fernandes" : `Guest ${i}`, mobile: phones[i]! }));
    }
    const first = await vendorList("?status=received", own.headers);
    expect(first.bookings).toHaveLength(20);
    expect(first.needsAnswer).toEqual([]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await vendorList(`?status=received&cursor=${first.nextCursor}`, own.headers);
    expect(second.nextCursor).toBeNull();
    expect([...first.bookings, ...second.bookings].map((b) => b.id)).toEqual([...ids].reverse());
    expect(first.bookings.at(-1)).toMatchObject({ consumerName: "Guest 3", consumerPhone: `+91${phones[3]}`, status: "received" });

    await setStatus(app, own.headers, ids[5]!, { status: "confirmed" });
    expect((await vendorList("?status=confirmed", own.headers)).bookings.map((b) => b.id)).toEqual([ids[5]]);
    expect((await vendorList("?q=zoya", own.headers)).bookings.map((b) => b.id)).toEqual([ids[7]]);
    expect((await vendorList(`?q=${phones[9]!.slice(2, 8)}`, own.headers)).bookings.map((b) => b.id)).toEqual([ids[9]]);
    expect((await vendorList("?q=%25", own.headers)).bookings).toEqual([]);
    expect((await vendorList("?q=nobody", own.headers)).bookings).toEqual([]);
  });

  it("puts what needs an answer first, the soonest deadline first, and leaves it out of the pages below", async () => {
    const own = await bookableVendor(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await placeBooking(app, own.offering.id, { name: `Waiting ${i}`, mobile: freshMobile() }));
    await setStatus(app, own.headers, ids[1]!, { status: "confirmed" });
    // The first one placed is due last: its deadline moved on, as one for an event far ahead is.
    await app.database.db.execute(sql`update bookings set answer_by = answer_by + interval '1 day' where id = ${ids[0]!}`);
    const list = await vendorList("", own.headers);
    expect(list.needsAnswer.map((b) => b.id)).toEqual([ids[2], ids[0]]);
    expect(list.needsAnswer.every((b) => b.answerBy !== null)).toBe(true);
    expect(list.bookings.map((b) => b.id)).toEqual([ids[1]]);
    expect((await vendorList("?q=Waiting", own.headers)).needsAnswer).toEqual([]);
  });

  it("keeps what needs an answer out of later pages too, which show no list of their own", async () => {
    const own = await bookableVendor(app);
    const waiting = await placeBooking(app, own.offering.id, { name: "Waiting", mobile: freshMobile() });
    const answered: string[] = [];
    for (let i = 0; i < 21; i++) {
      answered.push(await placeBooking(app, own.offering.id, { name: `Answered ${i}`, mobile: freshMobile() }));
      await setStatus(app, own.headers, answered[i]!, { status: "confirmed" });
    }
    const first = await vendorList("", own.headers);
    expect(first.needsAnswer.map((b) => b.id)).toEqual([waiting]);
    expect(first.bookings).toHaveLength(20);
    const second = await vendorList(`?cursor=${first.nextCursor}`, own.headers);
    expect(second.needsAnswer).toEqual([]);
    expect(second.bookings.map((b) => b.id)).toEqual([answered[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a cursor it did not give, another vendor's among them, and an unknown status", async () => {
    const other = await bookableVendor(app);
    const theirs = await placeBooking(app, other.offering.id, { name: "Other", mobile: freshMobile() });
    for (const query of [
      `?cursor=${Buffer.from(theirs).toString("base64url")}`,
      "?cursor=%2F%2F",
      "?cursor=bm90IGFuIGlk!",
      "?status=approved",
    ]) {
      const response = await app.inject({ method: "GET", url: `/api/vendor/bookings${query}`, headers: vendor.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null });
    }
    expect((await vendorList("")).bookings.map((b) => b.id)).not.toContain(theirs);
  });

  it("exports the list as CSV, each cell safe from spreadsheet formulas", async () => {
    const own = await bookableVendor(app);
    await placeBooking(app, own.offering.id, { name: '=HYPERLINK("http://evil")', mobile: freshMobile(), eventDate: "12 Nov, evening" });
    const response = await app.inject({ method: "GET", url: "/api/vendor/bookings/export", headers: own.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="bookings.csv"');
    const [header, row] = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Reference,Placed,Status,Offering,Customer,Phone,Details,Event date,Locality,Address");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(",'+91");
    expect(row).toContain('"name: =HYPERLINK(""http://evil""); mobile: ');
    expect(row).toContain('eventDate: 12 Nov, evening"');
    // Placed without the form's date or locality, and the offering asks no address: the three columns are empty.
    expect(row).toMatch(/evening",,,$/);
    // When it was placed, as the vendor's pages show every time: in India (UTC+05:30), as a spreadsheet reads it.
    const [placed] = (await vendorList("", own.headers)).needsAnswer;
    const inIndia = new Date(Date.parse(placed!.createdAt) + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");
    expect(row!.split(",")[1]).toBe(inIndia);
  });
});

describe("GET /api/vendor/leads", () => {
  it("lists the shoppers who viewed the vendor's number, newest first", async () => {
    const contact = { contactName: "Asha Rao", phoneNumber: freshMobile() };
    await app.inject({ method: "POST", url: "/api/vendor/profile/section/contact/save", headers: vendor.headers, payload: contact });
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    await app.inject({ method: "PUT", url: "/api/consumer", headers, payload: { fullName: "Ravi Kumar", companyName: null } });
    const lead = await app.inject({
      method: "POST",
      url: "/api/consumer/call-lead",
      headers,
      payload: { offeringId: vendor.offering.id, vendorName: "", offeringName: "" },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const response = await app.inject({ method: "GET", url: "/api/vendor/leads", headers: vendor.headers });
    const { leads, nextCursor } = envelope(vendorLeadListSchema).parse(response.json()).data;
    expect(leads[0]).toMatchObject({ offeringId: vendor.offering.id, consumerName: "Ravi Kumar", consumerPhone: consumer.phone });
    expect(nextCursor).toBeNull();
    const other = await bookableVendor(app);
    const theirs = await app.inject({ method: "GET", url: "/api/vendor/leads", headers: other.headers });
    expect(theirs.json().data.leads).toEqual([]);
  });
});

describe("My bookings (GET /api/consumer/bookings)", () => {
  it("lists bookings made signed in and guest bookings made with the proved number, and no one else's", async () => {
    const mobile = freshMobile();
    const guest = await placeBooking(app, vendor.offering.id, { name: "Anita", mobile });
    const strangersGuest = await placeBooking(app, vendor.offering.id, { name: "Someone", mobile: freshMobile() });
    const consumer = await signIn(app, "consumer", mobile);
    const signedIn = await placeBooking(app, vendor.offering.id, { name: "Anita for Mum", mobile: freshMobile() }, consumer.cookie);
    const headers = { cookie: consumer.cookie, origin: ORIGIN };

    const listed = await app.inject({ method: "GET", url: "/api/consumer/bookings", headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const { bookings } = envelope(consumerBookingListSchema).parse(listed.json()).data;
    expect(bookings.map((b) => b.id)).toEqual([signedIn, guest]);
    expect(bookings[0]).toMatchObject({ vendorName: vendor.businessName, offeringName: vendor.offering.title, status: "received" });
    expect(listed.body).not.toContain(strangersGuest);

    await setStatus(app, vendor.headers, guest, { status: "confirmed" });
    const detail = await app.inject({ method: "GET", url: `/api/consumer/bookings/${guest}`, headers });
    const data = envelope(consumerBookingDetailSchema).parse(detail.json()).data;
    expect(data).toMatchObject({ status: "confirmed", canCancel: true, cancellationTerms: null });
    expect(data.events.map((e) => e.toStatus)).toEqual(["received", "confirmed"]);
    expect(data.details).toEqual([
      { label: "Your name", value: "Anita" },
      { label: "Mobile", value: mobile },
    ]);

    const other = await signIn(app, "consumer");
    const otherHeaders = { cookie: other.cookie, origin: ORIGIN };
    expect((await app.inject({ method: "GET", url: `/api/consumer/bookings/${guest}`, headers: otherHeaders })).statusCode).toBe(404);
    const cancel = await app.inject({ method: "POST", url: `/api/consumer/bookings/${guest}/cancel`, headers: otherHeaders, payload: {} });
    expect(cancel.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/consumer/bookings", headers: otherHeaders })).json().data.bookings).toEqual([]);

    const long = await app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${guest}/cancel`,
      headers,
      payload: { reason: "x".repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    const cancelled = await app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${guest}/cancel`,
      headers,
      payload: { reason: "Plans changed" },
    });
    expect(cancelled.json().data.events.at(-1)).toMatchObject({
      actor: "consumer",
      fromStatus: "confirmed",
      toStatus: "cancelled",
      reason: "Plans changed",
    });
    const vendorAfter = await setStatus(app, vendor.headers, guest, { status: "completed" });
    expect(vendorAfter.statusCode).toBe(409);
  });

  it("shows the vendor's own cancellation terms: the Terms section, else the catalogue's policy", async () => {
    const terms = {
      advancePercent: 20,
      refundPolicy: "Refunds within a week.",
      cancellationPolicy: "Free cancellation up to 2 days before.",
    };
    const saved = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/terms/save",
      headers: vendor.headers,
      payload: terms,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const consumer = await signIn(app, "consumer");
    const mobile = consumer.phone.slice(3);
    const own = await placeBooking(app, vendor.offering.id, { name: "Terms", mobile });
    const catalogue = await placeBooking(app, "JSS1", { name: "Terms", mobile, address: "1 MG Road" });
    const read = async (id: string) =>
      (await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: consumer.cookie } })).json().data;
    expect((await read(own)).cancellationTerms).toEqual({ title: "Payment and cancellation terms", lines: [terms.cancellationPolicy] });
    const fromCatalogue = (await read(catalogue)).cancellationTerms;
    expect(fromCatalogue.title).toBe("Returns, Refunds & Cancellations Policy");
    expect(fromCatalogue.lines.length).toBeGreaterThan(0);
  });
});
