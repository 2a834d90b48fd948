import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  operatorDocumentParamsSchema,
  operatorOfferingParamsSchema,
  operatorVendorDetailSchema,
  operatorVendorListSchema,
  operatorVendorParamsSchema,
  operatorVendorsQuerySchema,
  envelope,
  hiddenOfferingSchema,
  holdRequestSchema,
  linkTokenQuerySchema,
  ok,
  operatorLinkSchema,
  reviewDecisionRequestSchema,
  revealedNumberSchema,
} from "@utsav/domain";
import { signedInUser } from "../../platform/auth.ts";
import { operatorErrors, currentOperator, PRIVATE_FILE_HEADERS } from "./operator-context.ts";
import { linkResource, refuseCrossSite } from "./operator-links.ts";
import type { OperatorLinks } from "./operator-links.ts";
import type { VendorReviewService } from "./vendor-review-service.ts";

// The review queue, decisions and the go-live gate (docs/decisions/0020).

const detailResponse = { 200: envelope(operatorVendorDetailSchema), ...operatorErrors };

const vendorRoutes: FastifyPluginAsyncZod<{ vendorReview: VendorReviewService; links: OperatorLinks }> = async (
  app,
  { vendorReview, links },
) => {
  app.get(
    "/vendors",
    {
      schema: {
        tags: ["operator"],
        summary: "Vendors in a review state (draft, waiting, approved, changes, rejected) or paused; waiting by default",
        querystring: operatorVendorsQuerySchema,
        response: { 200: envelope(operatorVendorListSchema), ...operatorErrors },
      },
    },
    async (request) => ok({ vendors: await vendorReview.queue(request.query.state) }),
  );

  app.get(
    "/vendors/:id",
    {
      schema: {
        tags: ["operator"],
        summary: "A vendor's profile sections, offerings, KYC documents (numbers masked) and decisions",
        params: operatorVendorParamsSchema,
        response: detailResponse,
      },
    },
    async (request) => ok(await vendorReview.detail(request.params.id)),
  );

  // A document opens through a link (operator-links.ts): the POST writes the opening to the audit log and makes the
  // link; the GET serves the file to the same operator within the minute, and writes nothing.
  const documentFile = (vendorId: string, documentId: string) =>
    linkResource(`${app.prefix}/vendors/${encodeURIComponent(vendorId)}/kyc/documents/${encodeURIComponent(documentId)}/file`);

  app.post(
    "/vendors/:id/kyc/documents/:docId/link",
    {
      schema: {
        tags: ["operator"],
        summary: "Write a document's opening to the audit log and make the link that opens it inline, for this operator, for a minute",
        params: operatorDocumentParamsSchema,
        response: { 200: envelope(operatorLinkSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const operator = await currentOperator(app, request);
      const link = await links.mint(operator.userId, documentFile(request.params.id, request.params.docId));
      await vendorReview.recordDocumentOpening(operator, request.params.id, request.params.docId);
      return ok(link);
    },
  );

  app.get(
    "/vendors/:id/kyc/documents/:docId/file",
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ["operator"],
        summary:
          "Open a KYC document inline (decrypted, never cached) with the link POST …/link made; 403 without it, from another operator, expired, or sent from another site",
        params: operatorDocumentParamsSchema,
        querystring: linkTokenQuerySchema,
        response: { 200: z.unknown().describe("the document's bytes, with its own content type"), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      await links.check(signedInUser(request), documentFile(id, docId), request.query.token);
      const file = await vendorReview.document(id, docId);
      return reply
        .headers({
          ...PRIVATE_FILE_HEADERS,
          "content-type": file.contentType,
          "content-length": String(file.body.length),
          "content-disposition": `inline; filename="${file.fileName}"`,
          // The console shows it in an <img> or <iframe> of its own pages; nothing in it may run.
          "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          "x-frame-options": "SAMEORIGIN",
        })
        .send(Readable.from([file.body]));
    },
  );

  app.post(
    "/vendors/:id/kyc/documents/:docId/reveal",
    {
      schema: {
        tags: ["operator"],
        summary: "Reveal a document's full number (written to the audit log); Aadhaar numbers are kept masked only (409)",
        params: operatorDocumentParamsSchema,
        response: { 200: envelope(revealedNumberSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const operator = await currentOperator(app, request);
      return ok({ number: await vendorReview.revealNumber(operator, request.params.id, request.params.docId) });
    },
  );

  app.post(
    "/vendors/:id/decision",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Approve a waiting vendor, reject it with a reason, or ask for changes to named sections and documents with a reason (the vendor reads it)",
        params: operatorVendorParamsSchema,
        body: reviewDecisionRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => ok(await vendorReview.decide(await currentOperator(app, request), request.params.id, request.body)),
  );

  app.post(
    "/vendors/:id/pause",
    {
      schema: {
        tags: ["operator"],
        summary: "Pause a vendor: its offerings leave the storefront; the vendor reads the reason",
        params: operatorVendorParamsSchema,
        body: holdRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => ok(await vendorReview.pause(await currentOperator(app, request), request.params.id, request.body.reason)),
  );

  app.post(
    "/vendors/:id/restore",
    { schema: { tags: ["operator"], summary: "Restore a paused vendor", params: operatorVendorParamsSchema, response: detailResponse } },
    async (request) => ok(await vendorReview.pause(await currentOperator(app, request), request.params.id, null)),
  );

  const hiddenResponse = { 200: envelope(hiddenOfferingSchema), ...operatorErrors };
  app.post(
    "/offerings/:id/hide",
    {
      schema: {
        tags: ["operator"],
        summary: "Hide an offering from consumers; its vendor reads the reason",
        params: operatorOfferingParamsSchema,
        body: holdRequestSchema,
        response: hiddenResponse,
      },
    },
    async (request) => ok(await vendorReview.hide(await currentOperator(app, request), request.params.id, request.body.reason)),
  );

  app.post(
    "/offerings/:id/restore",
    {
      schema: {
        tags: ["operator"],
        summary: "Show a hidden offering again",
        params: operatorOfferingParamsSchema,
        response: hiddenResponse,
      },
    },
    async (request) => ok(await vendorReview.hide(await currentOperator(app, request), request.params.id, null)),
  );
};

export default vendorRoutes;
