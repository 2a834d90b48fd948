import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  GALLERY,
  GALLERY_CONFIG,
  GALLERY_MESSAGES,
  galleryCaptionsSchema,
  galleryConfigSchema,
  galleryMainImageSchema,
  galleryRemoveSchema,
  galleryUpdateFieldsSchema,
  galleryViewSchema,
  MESSAGES,
  ok,
  UPLOAD,
} from "@utsav/domain";
import type { GalleryView } from "@utsav/domain";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { failingWith } from "../../lib/route-failure.ts";
import { toGalleryImage, VendorGalleryRepository } from "../../repositories/vendor-gallery-repository.ts";
import type { GalleryImageRow, NewGalleryImage } from "../../repositories/vendor-gallery-repository.ts";
import { encodeWebp, formFields, ONLY_IMAGES, readMultipart, sniff, tooLarge } from "../../services/uploads.ts";
import { currentVendor } from "./context.ts";

// spec: application §3 (Gallery image), §5 (2 MB, quality 85), §7 (the /vendor/gallery calls), §8 (messages);
// docs/decisions/0008.

/** The shown image fits inside this square; the thumbnail is cropped to a square of THUMBNAIL_PX. */
const FULL_PX = 1600;
const THUMBNAIL_PX = 400;

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 500: errorEnvelopeSchema };
const viewResponse = { 200: envelope(galleryViewSchema), ...errors };

const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = new VendorGalleryRepository(app.database.db);

  async function view(vendorId: string): Promise<GalleryView> {
    const rows = await gallery.list(vendorId);
    return {
      images: rows.map((row) => toGalleryImage(row, app.storage)),
      maxImages: GALLERY.maxImages,
    };
  }

  /** The vendor's own images with these ids; any other id answers 404 naming it. */
  async function ownedImages(vendorId: string, ids: string[]): Promise<GalleryImageRow[]> {
    const unique = [...new Set(ids)];
    const rows = await gallery.owned(vendorId, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing) throw new HttpError(404, GALLERY_MESSAGES.imageNotFound(missing), "IMAGE_NOT_FOUND");
    return rows;
  }

  /** Removes and adds images; an image an offering shows stays (409 naming the offering). */
  async function change(vendorId: string, removeIds: string[], files: { name: string; body: Buffer }[], captions: string[]): Promise<void> {
    const removing = await ownedImages(vendorId, removeIds);
    const usedBy = await gallery.offeringUsing(
      vendorId,
      removing.map((row) => ({ id: row.id, url: app.storage.url(row.imageKey) })),
    );
    if (usedBy) throw new HttpError(409, GALLERY_MESSAGES.imageInUse(usedBy), "IMAGE_IN_USE");
    const tooMany = new HttpError(400, GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages), "GALLERY_FULL");
    if ((await gallery.list(vendorId)).length - removing.length + files.length > GALLERY.maxImages) throw tooMany;

    const notImages = [];
    for (const file of files) if ((await sniff(file.body)) !== "image") notImages.push(file.name);
    if (notImages.length > 0) throw new HttpError(400, `${ONLY_IMAGES}: ${notImages.join(", ")}`, "FILE_NOT_ALLOWED");

    const added: NewGalleryImage[] = [];
    const stored: string[] = [];
    let result: Awaited<ReturnType<VendorGalleryRepository["replace"]>>;
    try {
      for (const [i, file] of files.entries()) {
        const full = await encodeWebp(file.body, { width: FULL_PX, height: FULL_PX, fit: "inside" }, UPLOAD.imageQuality);
        const thumbnail = await encodeWebp(file.body, { width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: "cover" }, UPLOAD.imageQuality);
        const imageKey = `gallery/${randomUUID()}.webp`;
        const thumbnailKey = `gallery/${randomUUID()}.webp`;
        await app.storage.put(imageKey, full.data, "image/webp");
        stored.push(imageKey);
        await app.storage.put(thumbnailKey, thumbnail.data, "image/webp");
        stored.push(thumbnailKey);
        added.push({ imageKey, thumbnailKey, width: full.width, height: full.height, caption: captions[i] ?? "" });
      }
      result = await gallery.replace(vendorId, removing.map((row) => row.id), added, GALLERY.maxImages);
      if (!result) throw tooMany;
    } catch (error) {
      await deleteFiles(stored);
      throw error;
    }
    if (result.logoCleared) app.catalogue.invalidate();
    await deleteFiles(result.removed.flatMap((row) => [row.imageKey, row.thumbnailKey]));
  }

  /** Files whose rows are gone; a file left behind is only logged, as the change itself succeeded. */
  async function deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await app.storage.delete(key).catch((err: unknown) => app.log.warn({ err, key }, "could not delete a gallery file"));
    }
  }

  app.get(
    "/gallery",
    { schema: { tags: ["vendor"], summary: "The vendor's gallery images and how many it may hold", response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.galleryFetchFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        return ok(await view(vendorId));
      }),
  );

  app.get(
    "/gallery/config",
    { schema: { tags: ["vendor"], summary: "Gallery limits: image count, file size, accepted types, caption length", response: { 200: envelope(galleryConfigSchema), ...errors } } },
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
        summary:
          "Add and/or remove gallery images (multipart: action add|remove|update, removeImageIds JSON array, images files, captions JSON array in file order); images only, 2 MB each",
        consumes: ["multipart/form-data"],
        response: { ...viewResponse, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.galleryUpdateFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const form = await readMultipart(
          request,
          { files: GALLERY.maxImages, fields: 3, fieldSize: 32_768 },
          { tooManyFiles: GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages) },
        );
        if (form.oversized.length > 0) throw tooLarge(form.oversized);
        const { action, removeImageIds, captions } = formFields(form.fields, galleryUpdateFieldsSchema, ["removeImageIds", "captions"]);
        const files = form.files.filter((file) => file.field === "images");
        if (action === "add" && (files.length === 0 || removeImageIds.length > 0)) throw new HttpError(400, GALLERY_MESSAGES.nothingToAdd, "NOTHING_TO_ADD");
        if (action === "remove" && (removeImageIds.length === 0 || files.length > 0)) throw new HttpError(400, GALLERY_MESSAGES.nothingToRemove, "NOTHING_TO_REMOVE");
        if (action === "update" && files.length === 0 && removeImageIds.length === 0) throw new HttpError(400, GALLERY_MESSAGES.nothingToUpdate, "NOTHING_TO_UPDATE");
        if (captions.length > 0 && captions.length !== files.length) throw new HttpError(400, GALLERY_MESSAGES.captionsMismatch, "CAPTIONS_MISMATCH");
        await change(vendorId, removeImageIds, files, captions);
        return ok(await view(vendorId));
      }),
  );

  app.post(
    "/gallery/images/remove",
    { schema: { tags: ["vendor"], summary: "Remove gallery images that no offering shows", body: galleryRemoveSchema, response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.galleryRemoveFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        await change(vendorId, request.body.imageIds, [], []);
        return ok(await view(vendorId));
      }),
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
        await ownedImages(vendorId, request.body.updates.map((update) => update.imageId));
        await gallery.setCaptions(vendorId, request.body.updates);
        return ok(await view(vendorId));
      }),
  );

  app.post(
    "/gallery/main-image",
    { schema: { tags: ["vendor"], summary: "Choose the main gallery image, shown as the vendor's logo", body: galleryMainImageSchema, response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.galleryMainImageFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const [image] = await ownedImages(vendorId, [request.body.imageId]);
        await gallery.setMain(vendorId, image!.id, app.storage.url(image!.imageKey));
        app.catalogue.invalidate();
        return ok(await view(vendorId));
      }),
  );
};

export default galleryRoutes;
