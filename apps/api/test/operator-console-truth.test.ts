import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config.ts";
import { AuditRepository } from "../src/platform/audit-repository.ts";
import { openThroughLink, signInOperator } from "./operator-helper.ts";
import { readyVendor } from "./vendor-helper.ts";
import { buildTestApp } from "./helper.ts";

// The console tells the truth in its details (issue 38, docs/decisions/0043): the audit log names each vendor by its
// business name, and the waitlists and their exports say when each joined in India's time, as the rest of the console.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-console-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-console-private-")),
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url, headers: operator.headers });
const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: operator.headers, payload });

type Entry = { action: string; vendorId: string | null; vendorName: string | null; target: string | null };

describe("the audit log", () => {
  it("names each entry's vendor by its business name beside its id, and no vendor where none was acted on", async () => {
    const vendor = await readyVendor(app, 1);
    const paused = await post(`/api/operator/vendors/${vendor.vendorId}/pause`, { reason: "Photos show another vendor's work." });
    expect(paused.statusCode, paused.body).toBe(200);
    await app.operators.add("+919845077001", "Asha Ops", null);
    // An entry whose vendor is no longer there keeps its id (the log is append-only; a vendor may be erased).
    await AuditRepository.write(app.database.db, {
      actorId: null,
      actorName: "test",
      action: "vendor.restored",
      vendorId: "v_gone",
      clientAddress: null,
    });

    const answer = await get("/api/operator/audit?limit=10");
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = answer.json().data.entries as Entry[];
    expect(entries.find((e) => e.action === "vendor.paused")).toMatchObject({
      vendorId: vendor.vendorId,
      vendorName: vendor.businessName,
    });
    expect(entries.find((e) => e.action === "operator.added")).toMatchObject({ vendorId: null, vendorName: null });
    expect(entries.find((e) => e.vendorId === "v_gone")).toMatchObject({ vendorName: null });
    // Filtered by vendor, the name comes along.
    const own = (await get(`/api/operator/audit?vendorId=${vendor.vendorId}`)).json().data.entries as Entry[];
    expect(own.map((e) => e.vendorName)).toEqual([vendor.businessName]);
  });

  it("refuses a filter it cannot read with a 400 in the envelope", async () => {
    const answer = await get("/api/operator/audit?before=yesterday");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, data: null });
    expect(answer.json().errorMessage).toEqual(expect.any(String));
  });
});

describe("the waitlists, in India's time", () => {
  // 20:00 UTC on 5 January is 1:30 am on 6 January in Bengaluru: the day itself differs.
  const lateEvening = "2026-01-05T20:00:00Z";

  it("say when each shopper and vendor joined as the console does, and the exports as a spreadsheet reads it", async () => {
    await app.database.db.execute(sql`insert into waitlist_users (email, created_at) values ('night-owl@example.com', ${lateEvening})`);
    await app.database.db.execute(
      sql`insert into waitlist_vendors (phone, business_name, contact_name, category, city, created_at)
          values ('+919845066001', 'Moonlit Mithai', 'Ravi', 'sweets', 'Bengaluru', ${lateEvening})`,
    );

    const consumers = (await get("/api/operator/waitlists/consumers")).json().data as { rows: string[][] };
    const shopper = consumers.rows.find((row) => row[0] === "night-owl@example.com");
    expect(shopper?.[1]).toBe("2026-01-06 01:30");
    const vendors = (await get("/api/operator/waitlists/vendors")).json().data as { rows: string[][] };
    expect(vendors.rows.find((row) => row[0] === "Moonlit Mithai")?.at(-1)).toBe("2026-01-06 01:30");

    const csv = await openThroughLink(app, operator.headers, "/api/operator/waitlists/consumers/export-link");
    expect(csv.body.split("\r\n")).toContain("night-owl@example.com,2026-01-06 01:30");
    const vendorCsv = await openThroughLink(app, operator.headers, "/api/operator/waitlists/vendors/export-link");
    expect(vendorCsv.body.split("\r\n").find((line) => line.startsWith("Moonlit Mithai,"))).toMatch(/,2026-01-06 01:30$/);
  });
});
