import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiMessageFor,
  envelope,
  errorEnvelopeSchema,
  KYC_CONFIG,
  KYC_DOCUMENT_TYPES,
  kycConfigSchema,
  kycDocumentParamsSchema,
  kycDocumentUpdateSchema,
  kycRemoveSchema,
  kycStatusSchema,
  kycUpdateFieldsSchema,
  kycViewSchema,
  MESSAGES,
  ok,
  VENDOR_TEAM_MESSAGES,
} from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { failingWith } from "../../platform/http/route-failure.ts";
import { acceptUploads } from "../../platform/multipart.ts";
import { formFields, readMultipart, tooLarge } from "../../platform/storage/uploads.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import type { VendorKycService } from "./kyc-service.ts";

// spec: application §7 (the /vendor/kyc calls); the documents themselves: modules/vendors/kyc-service.ts.
// Identity documents (Aadhaar, PAN and the rest) are the owner's: every call here answers a team member 403 before it
// reads a body or a document (docs/decisions/0033; DPDP Act 2023 s.6(1), only what the purpose needs; OWASP ASVS 5.0
// V8.2.1, per function).

/** The signed-in vendor, when it owns the business; 403 for a member of its team. */
async function documentsOwner(app: FastifyInstance, request: FastifyRequest): Promise<VendorContext> {
  const vendor = await currentVendor(app, request);
  if (vendor.role !== "owner") throw new HttpError(403, VENDOR_TEAM_MESSAGES.identityDocumentsOwnersOnly, "OWNER_ONLY");
  return vendor;
}

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};
const viewResponse = { 200: envelope(kycViewSchema), ...errors };
const statusResponse = { 200: envelope(kycStatusSchema), ...errors };

const kycRoutes: FastifyPluginAsyncZod<{ kyc: VendorKycService }> = async (app, { kyc }) => {
  await acceptUploads(app);
  app.get(
    "/kyc",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's KYC state, documents (numbers masked) and the required types still missing",
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycFetchFailed, async () => {
        const { vendorId } = await documentsOwner(app, request);
        return ok(await kyc.view(vendorId));
      }),
  );

  app.get(
    "/kyc/config",
    {
      schema: {
        tags: ["vendor"],
        summary: "KYC document types with their number formats and requirements; file size and types",
        response: { 200: envelope(kycConfigSchema), ...errors },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycConfigFailed, async () => {
        await documentsOwner(app, request);
        return ok(KYC_CONFIG);
      }),
  );

  app.get(
    "/kyc/status",
    { schema: { tags: ["vendor"], summary: "The KYC verification state (for polling after submission)", response: statusResponse } },
    async (request) =>
      failingWith(request, MESSAGES.kycStatusFailed, async () => {
        const { vendorId } = await documentsOwner(app, request);
        return ok(await kyc.status(vendorId));
      }),
  );

  app.post(
    "/kyc/update",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "Add and/or remove KYC documents (multipart: action add|remove|update, removeDocumentIds JSON array, documents files, documentsInfo JSON array of { type, documentNumber, expiryDate? } in file order); a new document replaces the one of its type. Once operators approved the vendor, a new document waits for their review (pendingReview) and the approved one stays until then; approved documents cannot be removed (409)",
        consumes: ["multipart/form-data"],
        response: { ...viewResponse, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycUpdateFailed, async () => {
        const vendor = await documentsOwner(app, request);
        const form = await readMultipart(
          request,
          { files: KYC_DOCUMENT_TYPES.length, fields: 3, fieldSize: 4096 },
          { tooManyFiles: apiMessageFor.kycTooManyFiles(KYC_DOCUMENT_TYPES.length) },
        );
        if (form.oversized.length > 0) throw tooLarge(form.oversized);
        const fields = formFields(form.fields, kycUpdateFieldsSchema, ["removeDocumentIds", "documentsInfo"]);
        const files = form.files.filter((file) => file.field === "documents");
        return ok(await kyc.update(vendor, fields, files));
      }),
  );

  app.post(
    "/kyc/documents/remove",
    {
      schema: {
        tags: ["vendor"],
        summary: "Remove KYC documents (once operators approved the vendor, only those waiting for review)",
        body: kycRemoveSchema,
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycRemoveFailed, async () =>
        ok(await kyc.remove(await documentsOwner(app, request), request.body.documentIds)),
      ),
  );

  app.post(
    "/kyc/documents/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "Change a KYC document's number and/or expiry date (checked against its type)",
        params: kycDocumentParamsSchema,
        body: kycDocumentUpdateSchema,
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycDocumentUpdateFailed, async () => {
        const { vendorId } = await documentsOwner(app, request);
        return ok(await kyc.updateInfo(vendorId, request.params.id, request.body));
      }),
  );

  app.post(
    "/kyc/submit",
    {
      schema: {
        tags: ["vendor"],
        summary: "Submit the KYC documents for verification (every required type present, none expired)",
        response: statusResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycSubmitFailed, async () => {
        const { vendorId } = await documentsOwner(app, request);
        return ok(await kyc.submit(vendorId));
      }),
  );

  app.get(
    "/kyc/documents/:id/file",
    {
      schema: {
        tags: ["vendor"],
        summary: "Download a KYC document (decrypted, as an attachment); only its vendor can",
        params: kycDocumentParamsSchema,
        response: { 200: z.unknown().describe("the document's bytes, with its own content type"), ...errors },
      },
    },
    async (request, reply) =>
      failingWith(request, MESSAGES.kycFetchFailed, async () => {
        const { vendorId } = await documentsOwner(app, request);
        const { body, contentType, fileName } = await kyc.file(vendorId, request.params.id);
        return reply
          .headers({
            "content-type": contentType,
            "content-disposition": `attachment; filename="${fileName}"`,
            "x-content-type-options": "nosniff",
            "content-security-policy": "default-src 'none'; sandbox",
            "cache-control": "no-store",
          })
          .send(body);
      }),
  );
};

export default kycRoutes;
