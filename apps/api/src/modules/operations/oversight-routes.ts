import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  operatorBookingPageSchema,
  operatorLeadPageSchema,
  operatorLinkSchema,
  operatorWaitlistSchema,
  bookingExportFileQuerySchema,
  bookingExportLinkRequestSchema,
  envelope,
  leadExportFileQuerySchema,
  leadExportLinkRequestSchema,
  leadsQuerySchema,
  linkTokenQuerySchema,
  ok,
  overviewSchema,
  oversightQuerySchema,
  waitlistParamsSchema,
} from "@utsav/domain";
import { signedInUser } from "../../platform/auth.ts";
import { operatorErrors, currentOperator, PRIVATE_FILE_HEADERS } from "./operator-context.ts";
import { linkResource, refuseCrossSite } from "./operator-links.ts";
import type { OperatorLinks } from "./operator-links.ts";
import type { OversightService } from "./oversight-service.ts";

// Oversight across vendors (docs/decisions/0020): the 30-day overview, bookings and leads with filters, both
// waitlists, and CSV exports. An export is written to the audit log by the POST that makes its link
// (operator-links.ts); the GET that downloads it writes nothing.

const csvResponse = { 200: z.unknown().describe("CSV (RFC 4180), UTF-8"), ...operatorErrors };
const linkResponse = { 200: envelope(operatorLinkSchema), ...operatorErrors };

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

const oversightRoutes: FastifyPluginAsyncZod<{ oversight: OversightService; links: OperatorLinks }> = async (
  instance,
  { oversight, links },
) => {
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

  app.post(
    "/bookings/export-link",
    {
      schema: {
        tags: ["operator"],
        summary: "Write an export of the filtered bookings to the audit log and make the link that downloads it, for a minute",
        body: bookingExportLinkRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => {
      const operator = await currentOperator(app, request);
      const link = await links.mint(operator.userId, linkResource(`${app.prefix}/bookings/export`, request.body));
      await oversight.recordBookingsExport(operator, request.body);
      return ok(link);
    },
  );

  app.get(
    "/bookings/export",
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ["operator"],
        summary: "The filtered bookings as CSV, with the link POST …/export-link made for these filters",
        querystring: bookingExportFileQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { token, ...filter } = request.query;
      await links.check(signedInUser(request), linkResource(`${app.prefix}/bookings/export`, filter), token);
      return sendCsv(reply, "bookings", await oversight.bookingsCsv(filter));
    },
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

  app.post(
    "/leads/export-link",
    {
      schema: {
        tags: ["operator"],
        summary: "Write an export of the filtered call leads to the audit log and make the link that downloads it, for a minute",
        body: leadExportLinkRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => {
      const operator = await currentOperator(app, request);
      const link = await links.mint(operator.userId, linkResource(`${app.prefix}/leads/export`, request.body));
      await oversight.recordLeadsExport(operator, request.body);
      return ok(link);
    },
  );

  app.get(
    "/leads/export",
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ["operator"],
        summary: "The filtered call leads as CSV, with the link POST …/export-link made for these filters",
        querystring: leadExportFileQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { token, ...filter } = request.query;
      await links.check(signedInUser(request), linkResource(`${app.prefix}/leads/export`, filter), token);
      return sendCsv(reply, "leads", await oversight.leadsCsv(filter));
    },
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

  const waitlistExport = (list: string) => linkResource(`${app.prefix}/waitlists/${list}/export`);
  app.post(
    "/waitlists/:list/export-link",
    {
      schema: {
        tags: ["operator"],
        summary: "Write an export of a waitlist to the audit log and make the link that downloads it, for a minute",
        params: waitlistParamsSchema,
        response: linkResponse,
      },
    },
    async (request) => {
      const operator = await currentOperator(app, request);
      const link = await links.mint(operator.userId, waitlistExport(request.params.list));
      await oversight.recordWaitlistExport(operator, request.params.list);
      return ok(link);
    },
  );

  app.get(
    "/waitlists/:list/export",
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ["operator"],
        summary: "A waitlist as CSV, with the link POST …/export-link made",
        params: waitlistParamsSchema,
        querystring: linkTokenQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      await links.check(signedInUser(request), waitlistExport(request.params.list), request.query.token);
      return sendCsv(reply, `waitlist-${request.params.list}`, await oversight.waitlistCsv(request.params.list));
    },
  );
};

export default oversightRoutes;
