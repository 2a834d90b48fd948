import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { errorEnvelopeSchema } from "@utsav/domain";
import { waitlistUsers, waitlistVendors } from "@utsav/db";
import { buildTestApp } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) => app.inject({ method: "POST", url, payload: payload as object });
const rows = async (table: typeof waitlistUsers | typeof waitlistVendors) =>
  (await app.database.db.select({ n: count() }).from(table))[0]!.n;

describe("POST /api/public/waitlist/join-user", () => {
  it("stores an address once and answers the same for new and known addresses", async () => {
    const first = await post("/api/public/waitlist/join-user", { email: "Priya.R@Example.in" });
    const again = await post("/api/public/waitlist/join-user", { email: "priya.r@example.in " });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { joined: true }, errorMessage: null });
    expect(again.body).toBe(first.body);
    expect(await rows(waitlistUsers)).toBe(1);
  });

  it.each([
    {},
    { email: "" },
    { email: "not-an-email" },
    { email: 42 },
    { email: `${"x".repeat(260)}@a.in` },
    { email: "a@b.in", extra: 1 },
  ])("rejects %j with 400 and stores nothing", async (body) => {
    const before = await rows(waitlistUsers);
    const response = await post("/api/public/waitlist/join-user", body);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
    expect(await rows(waitlistUsers)).toBe(before);
  });

  // An address with markup or other characters no address needs is refused, not kept to be shown or mailed later.
  it.each(["<script>@x.com", '"a b"@x.in', "asha@x.in,ravi@y.in", "asha@x_y.in"])(
    "refuses %j with 400 and the domain's message in the envelope, and stores nothing",
    async (email) => {
      const before = await rows(waitlistUsers);
      const response = await post("/api/public/waitlist/join-user", { email });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ success: false, data: null });
      expect(response.json().errorMessage).toContain("Please enter a valid email address");
      expect(await rows(waitlistUsers)).toBe(before);
    },
  );

  it("says 'Please enter a valid email address' for a malformed address", async () => {
    const response = await post("/api/public/waitlist/join-user", { email: "nope" });
    expect(response.json().errorMessage).toContain("Please enter a valid email address");
  });
});

describe("POST /api/public/waitlist/join-vendor", () => {
  const vendor = { businessName: "Marigold Moments", contactName: "Anita K", phoneNumber: "98450 12345", category: "flowers" };

  it("stores a vendor once per phone number; a second join with that number answers the same and changes nothing", async () => {
    const first = await post("/api/public/waitlist/join-vendor", vendor);
    expect(first.statusCode).toBe(200);
    const [entry] = await app.database.db.select().from(waitlistVendors);
    expect(entry).toMatchObject({
      phone: "+919845012345",
      businessName: "Marigold Moments",
      contactName: "Anita K",
      category: "flowers",
      city: "Bengaluru",
      email: null,
    });
    // Someone else gives the same number with their own details: the answer is the one the web shows as success
    // ('Thanks! We'll notify you when we launch.'), and the stored entry is the first one, untouched.
    const other = {
      businessName: "Rival Decor",
      contactName: "Mallory",
      phoneNumber: "+91 98450-12345",
      email: "mallory@example.in",
      category: "decor",
      city: "Mysuru",
    };
    const again = await post("/api/public/waitlist/join-vendor", other);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await app.database.db.select().from(waitlistVendors)).toEqual([entry]);
  });

  it.each([
    [{ ...vendor, phoneNumber: "12345" }, "Please enter a valid mobile number"],
    [{ ...vendor, phoneNumber: "" }, "Please enter your phone number"],
    [{ ...vendor, businessName: " " }, "Business name"],
    [{ ...vendor, category: "toys" }, "Category must be one of"],
    [{ ...vendor, email: "x@" }, "Please enter a valid email address"],
    [{ ...vendor, email: "<b>asha</b>@mallige.in" }, "Please enter a valid email address"],
  ])("rejects %j with a clear message", async (body, message) => {
    const response = await post("/api/public/waitlist/join-vendor", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain(message);
  });
});
