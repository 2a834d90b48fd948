import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  operatorBookingPageSchema,
  operatorLeadPageSchema,
  operatorWaitlistSchema,
  bookingExportQuerySchema,
  envelope,
  leadExportQuerySchema,
  leadsQuerySchema,
  ok,
  overviewSchema,
  oversightQuerySchema,
  waitlistParamsSchema,
} from "@utsav/domain";
import { operatorErrors, currentOperator, PRIVATE_FILE_HEADERS } from "./operator-context.ts";
import type { OversightService } from "./oversight-service.ts";

// Oversight across vendors (docs/decisions/0020): the 30-day overview, bookings and leads with filters, both
// waitlists, and CSV exports (each written to the audit log).

const csvResponse = { 200: z.unknown().describe("CSV (RFC 4180), UTF-8"), ...operatorErrors };

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .headers({
      ...PRIVATE_FILE_HEADERS,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="utsav-${name}-${day}.csv"`,
    })
    .send(csv);
}

const oversightRoutes: FastifyPluginAsyncZod<{ oversight: OversightService }> = async (instance, { oversight }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/overview",
    {
      schema: {
        tags: ["operator"],
        summary:
          "The last 30 days, a row a day: bookings, leads, new consumers, new vendors, waitlist sign-ups; vendors waiting for review",
        response: { 200: envelope(overviewSchema), ...operatorErrors },
      },
    },
    async () => ok(await oversight.overview()),
  );

  app.get(
    "/bookings",
    {
      schema: {
        tags: ["operator"],
        summary: "Bookings across vendors, newest first, by vendor, status and dates (YYYY-MM-DD, India)",
        querystring: oversightQuerySchema,
        response: { 200: envelope(operatorBookingPageSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await oversight.bookings(request.query)),
  );

  app.get(
    "/bookings/export",
    {
      schema: { tags: ["operator"], summary: "The filtered bookings as CSV", querystring: bookingExportQuerySchema, response: csvResponse },
    },
    async (request, reply) => sendCsv(reply, "bookings", await oversight.bookingsCsv(await currentOperator(app, request), request.query)),
  );

  app.get(
    "/leads",
    {
      schema: {
        tags: ["operator"],
        summary: "Call leads across vendors, newest first, by vendor and dates (YYYY-MM-DD, India)",
        querystring: leadsQuerySchema,
        response: { 200: envelope(operatorLeadPageSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await oversight.leads(request.query)),
  );

  app.get(
    "/leads/export",
    {
      schema: { tags: ["operator"], summary: "The filtered call leads as CSV", querystring: leadExportQuerySchema, response: csvResponse },
    },
    async (request, reply) => sendCsv(reply, "leads", await oversight.leadsCsv(await currentOperator(app, request), request.query)),
  );

  app.get(
    "/waitlists/:list",
    {
      schema: {
        tags: ["operator"],
        summary: "A waitlist (consumers or vendors), newest first",
        params: waitlistParamsSchema,
        response: { 200: envelope(operatorWaitlistSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await oversight.waitlist(request.params.list)),
  );

  app.get(
    "/waitlists/:list/export",
    { schema: { tags: ["operator"], summary: "A waitlist as CSV", params: waitlistParamsSchema, response: csvResponse } },
    async (request, reply) =>
      sendCsv(
        reply,
        `waitlist-${request.params.list}`,
        await oversight.waitlistCsv(await currentOperator(app, request), request.params.list),
      ),
  );
};

export default oversightRoutes;
