import { removeGalleryImages } from "@utsav/api-client/vendor/gallery/remove-gallery-images";
import { setGalleryMainImage } from "@utsav/api-client/vendor/gallery/set-gallery-main-image";
import { updateGallery } from "@utsav/api-client/vendor/gallery/update-gallery";
import { updateGalleryCaptions } from "@utsav/api-client/vendor/gallery/update-gallery-captions";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { MESSAGES } from "@utsav/domain/client";
import type { GalleryImage } from "@utsav/domain";
import type { SubmittedForm } from "../../../shared/lib/forms/submitted-form";
import { photosText } from "./photo-name";

// The gallery's acts (application §7: POST /gallery/captions, /gallery/main-image, /gallery/images/remove and
// /gallery/update, multipart): the gallery page's forms and the picker's upload send one to the gallery route's
// clientAction, which calls the API from the browser; then React Router reads the page again. A failure answers the
// server's errorMessage, else the call's message of application §8 (also when the server could not be reached).

/** What the gallery's forms send as JSON, named by intent (docs/decisions/0030). */
export type GalleryAct =
  | { intent: "captions"; imageIds: string[]; captions: string[] }
  | { intent: "main-image"; imageId: string }
  | { intent: "remove"; imageIds: string[] };

/**
 * "add" goes as multipart form data: the files under "images", and their captions in the same order as one JSON list
 * under "captions" (as the API takes them; a list of fields would lose the empty ones in some parsers).
 */
export type GalleryIntent = GalleryAct["intent"] | "add";

/** What an act answers: what to say and the gallery's images, or why it failed. */
export type GalleryAnswer = { ok: true; notice: string; images: GalleryImage[] } | { ok: false; error: string };

async function answered(call: Promise<EnvelopeResult<{ images: GalleryImage[] }>>, notice: string, failed: string): Promise<GalleryAnswer> {
  try {
    const result = await call;
    return result.ok ? { ok: true, notice, images: result.data.images } : { ok: false, error: result.errorMessage ?? failed };
  } catch {
    return { ok: false, error: failed };
  }
}

type Act = (api: ApiTransport, body: SubmittedForm) => Promise<GalleryAnswer>;

/** A JSON list of text, as "add" sends its captions; anything else reads as empty. */
function textList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map((item) => (typeof item === "string" ? item : "")) : [];
  } catch {
    return [];
  }
}

const ACTS: Record<GalleryIntent, Act> = {
  captions: (api, body) => {
    const captions = body.list("captions");
    const updates = body.list("imageIds").map((imageId, i) => ({ imageId, caption: captions[i] ?? "" }));
    return answered(updateGalleryCaptions(api, { updates }), "Captions saved.", MESSAGES.galleryCaptionsFailed);
  },
  "main-image": (api, body) =>
    answered(setGalleryMainImage(api, { imageId: body.text("imageId") }), "Main photo set.", MESSAGES.galleryMainImageFailed),
  remove: (api, body) => {
    const imageIds = body.list("imageIds");
    return answered(removeGalleryImages(api, { imageIds }), `${photosText(imageIds.length)} removed.`, MESSAGES.galleryRemoveFailed);
  },
  add: (api, body) => {
    const files = body.files("images");
    const captions = textList(body.text("captions"));
    const add = files.map((file, i) => ({ file, caption: captions[i] ?? "" }));
    return answered(updateGallery(api, { add }), `${photosText(files.length)} added.`, MESSAGES.galleryUpdateFailed);
  },
};

const isIntent = (value: string): value is GalleryIntent => Object.hasOwn(ACTS, value);

/** Runs the act a gallery form sent; an intent the gallery does not know is refused. */
export function runGalleryAct(api: ApiTransport, body: SubmittedForm): Promise<GalleryAnswer> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, body) : Promise.resolve({ ok: false, error: "Unknown action" });
}

/** The multipart body of "add": new photos and their captions, in the same order. */
export function addPhotosForm(images: readonly { file: File; caption: string }[]): FormData {
  const form = new FormData();
  form.append("intent", "add");
  form.append("captions", JSON.stringify(images.map((image) => image.caption)));
  for (const { file } of images) form.append("images", file);
  return form;
}
