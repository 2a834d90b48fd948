import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  GALLERY,
  GALLERY_CONFIG,
  GALLERY_MESSAGES,
  GALLERY_PIXEL_BUDGET,
  galleryCaptionsSchema,
  galleryConfigSchema,
  galleryMainImageSchema,
  galleryRemoveSchema,
  galleryUpdateFieldsSchema,
  galleryViewSchema,
  MESSAGES,
  ok,
} from "@utsav/domain";
import { BODY_LIMITS } from "../../platform/http/body-limits.ts";
import { failingWith } from "../../platform/http/route-failure.ts";
import { acceptUploads } from "../../platform/multipart.ts";
import { formFields, readMultipart, tooLarge } from "../../platform/storage/uploads.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorGalleryService } from "./gallery-service.ts";

// spec: application §7 (the /vendor/gallery calls); the images themselves: modules/vendors/gallery-service.ts.

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};
const viewResponse = { 200: envelope(galleryViewSchema), ...errors };

const galleryRoutes: FastifyPluginAsyncZod<{ gallery: VendorGalleryService }> = async (app, { gallery }) => {
  await acceptUploads(app);
  app.get(
    "/gallery",
    { schema: { tags: ["vendor"], summary: "The vendor's gallery images and how many it may hold", response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.galleryFetchFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        return ok(await gallery.view(vendorId));
      }),
  );

  app.get(
    "/gallery/config",
    {
      schema: {
        tags: ["vendor"],
        summary: "Gallery limits: image count, file size, accepted types, caption length",
        response: { 200: envelope(galleryConfigSchema), ...errors },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryConfigFailed, async () => {
        await currentVendor(app, request);
        return ok(GALLERY_CONFIG);
      }),
  );

  app.post(
    "/gallery/update",
    {
      schema: {
        tags: ["vendor"],
        summary: `Add and/or remove gallery images (multipart: action add|remove|update, removeImageIds JSON array, images files, captions JSON array in file order); images only, 2 MB each, at most ${GALLERY_PIXEL_BUDGET.perUploadMegapixels} megapixels an upload (413) and ${GALLERY_PIXEL_BUDGET.perHourMegapixels} a vendor an hour (429), judged from the images' headers before any is decoded`,
        consumes: ["multipart/form-data"],
        response: { ...viewResponse, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryUpdateFailed, async () => {
        const vendor = await currentVendor(app, request);
        const form = await readMultipart(
          request,
          { files: GALLERY.maxImages, fields: 3, fieldSize: 32_768 },
          { tooManyFiles: GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages) },
        );
        if (form.oversized.length > 0) throw tooLarge(form.oversized);
        const fields = formFields(form.fields, galleryUpdateFieldsSchema, ["removeImageIds", "captions"]);
        const files = form.files.filter((file) => file.field === "images");
        return ok(await gallery.update(vendor, fields, files));
      }),
  );

  app.post(
    "/gallery/images/remove",
    {
      schema: {
        tags: ["vendor"],
        summary: "Remove gallery images that no offering shows",
        body: galleryRemoveSchema,
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryRemoveFailed, async () =>
        ok(await gallery.remove(await currentVendor(app, request), request.body.imageIds)),
      ),
  );

  app.post(
    "/gallery/captions",
    {
      bodyLimit: BODY_LIMITS.galleryCaptions,
      schema: { tags: ["vendor"], summary: "Change the captions of gallery images", body: galleryCaptionsSchema, response: viewResponse },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryCaptionsFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        return ok(await gallery.setCaptions(vendorId, request.body.updates));
      }),
  );

  app.post(
    "/gallery/main-image",
    {
      schema: {
        tags: ["vendor"],
        summary: "Choose the main gallery image, shown as the vendor's logo",
        body: galleryMainImageSchema,
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryMainImageFailed, async () =>
        ok(await gallery.setMain(await currentVendor(app, request), request.body.imageId)),
      ),
  );
};

export default galleryRoutes;
