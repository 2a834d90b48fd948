import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { briefMatches, briefs, vendors } from "@utsav/db";
import { addDays, indianDate } from "@utsav/domain";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

// Requests for proposals in the API tests (docs/decisions/0023): consumers, vendors that can quote, and briefs.

/** A YYYY-MM-DD date this many days from today in India. */
export const inDays = (days: number) => addDays(indianDate(), days);

export interface ServiceTerms {
  area: string;
  radiusKm: number;
  leadTimeDays: number;
  category: "decor" | "gifts";
}

export type QuotingVendor = Awaited<ReturnType<typeof readyVendor>> & { offering: { id: string; title: string } };

/**
 * A vendor that is live (approved by operators, not paused) with one decor offering on sale and its Service section
 * saved: within `radiusKm` of `area`, booked `leadTimeDays` ahead. `approved: false` leaves it waiting for review.
 */
export async function quotingVendor(
  app: FastifyInstance,
  terms: Partial<ServiceTerms> & { approved?: boolean } = {},
): Promise<QuotingVendor> {
  const { area = "Indiranagar", radiusKm = 10, leadTimeDays = 3, category = "decor", approved = true } = terms;
  const vendor = await readyVendor(app, 1);
  const offering = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: vendor.headers,
    payload: offeringBody(vendor.imageIds, { category }),
  });
  if (offering.statusCode !== 200) throw new Error(`offering: ${offering.statusCode} ${offering.body}`);
  const service = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/service/save",
    headers: vendor.headers,
    payload: { area, serviceAreas: [area], serviceRadiusKm: radiusKm, leadTimeDays },
  });
  if (service.statusCode !== 200) throw new Error(`service: ${service.statusCode} ${service.body}`);
  if (approved) await approveDirectly(app, vendor.vendorId);
  return { ...vendor, offering: offering.json().data };
}

/** Pauses a vendor as operators would. */
export async function pauseDirectly(app: FastifyInstance, vendorId: string) {
  await app.database.db.update(vendors).set({ pausedAt: new Date(), pausedReason: "Paused by a test" }).where(eq(vendors.id, vendorId));
}

/** A signed-in consumer with the headers of their requests. */
export async function consumer(app: FastifyInstance) {
  const session = await signIn(app, "consumer");
  return { ...session, headers: { cookie: session.cookie, origin: ORIGIN } };
}

/** A valid brief: a birthday in HSR Layout, decor, ten days from today. */
export function briefBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    occasion: "Birthday",
    eventDate: inDays(10),
    locality: "HSR Layout",
    guests: 40,
    budgetMin: 10000,
    budgetMax: 25000,
    categories: ["decor"],
    notes: "Pastel balloons and a photo corner",
    ...overrides,
  };
}

let address = 0;
/** Each request from its own address, so no test meets the per-address limit. */
export const freshAddress = () => `10.23.${Math.floor(++address / 250) % 250}.${address % 250}`;

export function sendBrief(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown> = briefBody()) {
  return app.inject({
    method: "POST",
    url: "/api/consumer/briefs",
    headers: { ...headers, "x-forwarded-for": freshAddress() },
    payload: body,
  });
}

/** Sends a brief and answers its id; throws when the API refuses. */
export async function sentBrief(app: FastifyInstance, headers: Record<string, string>, body?: Record<string, unknown>): Promise<string> {
  const response = await sendBrief(app, headers, body);
  if (response.statusCode !== 200) throw new Error(`brief: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export function quote(app: FastifyInstance, vendor: { headers: Record<string, string> }, briefId: string, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: `/api/vendor/briefs/${briefId}/quote`, headers: vendor.headers, payload: body });
}

export function accept(app: FastifyInstance, headers: Record<string, string>, briefId: string, quoteId: string) {
  return app.inject({ method: "POST", url: `/api/consumer/briefs/${briefId}/quotes/${quoteId}/accept`, headers });
}

/** The id of a vendor's answer row (its quote) on a brief. */
export async function quoteIdOf(app: FastifyInstance, briefId: string, vendorId: string): Promise<string> {
  const rows = await app.database.db.select().from(briefMatches).where(eq(briefMatches.briefId, briefId));
  return rows.find((r) => r.vendorId === vendorId)!.id;
}

/** Dates a brief in the past (as if its day had gone by). */
export async function dateBrief(app: FastifyInstance, briefId: string, eventDate: string) {
  await app.database.db.update(briefs).set({ eventDate }).where(eq(briefs.id, briefId));
}

/** The messages queued about a brief (or a booking), oldest first. */
export function queued(app: FastifyInstance, prefix: string) {
  return new OutboxRepository(app.database.db).byEventPrefix(prefix);
}
