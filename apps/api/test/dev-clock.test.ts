import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { bookableVendor, freshMobile, placeBooking } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// A local run's clock (docs/decisions/0054): moved forward on request, it runs what fell due, so a person trying the
// product sees an unanswered booking expire. Only a local run has it.

let local: FastifyInstance;
let test: FastifyInstance;
beforeAll(async () => {
  local = await buildTestApp({ appEnv: "local" });
  test = await buildTestApp();
});
afterAll(async () => {
  await local?.close();
  await test?.close();
});

describe("/api/dev/clock", () => {
  it("moves a local run's clock forward and runs what fell due", async () => {
    const vendor = await bookableVendor(local);
    const id = await placeBooking(local, vendor.offering.id, { name: "Clocked", mobile: freshMobile() });
    const before = await local.inject({ method: "GET", url: "/api/dev/clock" });
    expect(before.json().data.aheadHours).toBe(0);
    for (const hours of [0, 721, 1.5, "49"]) {
      const refused = await local.inject({ method: "POST", url: "/api/dev/clock", payload: { hours } });
      expect(refused.statusCode, String(hours)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, data: null });
    }
    const moved = await local.inject({ method: "POST", url: "/api/dev/clock", payload: { hours: 49 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.aheadHours).toBe(49);
    await local.scheduler.drain();
    const detail = await local.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers: vendor.headers });
    expect(detail.json().data.status).toBe("expired");
  });

  it("does not exist outside a local run", async () => {
    expect((await test.inject({ method: "GET", url: "/api/dev/clock" })).statusCode).toBe(404);
    expect((await test.inject({ method: "POST", url: "/api/dev/clock", payload: { hours: 1 } })).statusCode).toBe(404);
  });
});
