import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../../lib/api-client";
import { submittedForm } from "../../../shared/lib/forms/submitted-form";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { addPhotosForm, runGalleryAct } from "./gallery-acts";
import { photo } from "./test-gallery";
import { png } from "./test-support";

// The gallery route's clientAction, as a form sends it: JSON, or the photos as multipart form data.

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  submittedForm(new Request("http://localhost/vendor/gallery", { method: "POST", body, headers }));
const json = (body: unknown) => post(JSON.stringify(body), { "content-type": "application/json" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the gallery's acts", () => {
  it("uploads the photos with their captions in order, an empty caption kept in its place", async () => {
    const images = [photo("n1"), photo("n2", "Hall")];
    const fetchMock = stubApi({ "POST /api/vendor/gallery/update": ok({ images, maxImages: 30 }) });
    const body = await post(
      addPhotosForm([
        { file: png("cake.png"), caption: "" },
        { file: png("hall.png"), caption: "Hall" },
      ]),
    );
    expect(await runGalleryAct(browserApi, body)).toEqual({ ok: true, notice: "2 photos added.", images });
    const sent = bodiesSent(fetchMock, "POST /api/vendor/gallery/update")[0] as FormData;
    expect(sent.get("captions")).toBe('["","Hall"]');
    expect(sent.getAll("images").map((file) => (file as File).name)).toEqual(["cake.png", "hall.png"]);
  });

  it("sends the changed captions as the API takes them", async () => {
    const fetchMock = stubApi({ "POST /api/vendor/gallery/captions": ok({ images: [], maxImages: 30 }) });
    const answer = await runGalleryAct(browserApi, await json({ intent: "captions", imageIds: ["g2", "g3"], captions: ["Garland", ""] }));
    expect(answer).toEqual({ ok: true, notice: "Captions saved.", images: [] });
    expect(bodiesSent(fetchMock, "POST /api/vendor/gallery/captions")).toEqual([
      {
        updates: [
          { imageId: "g2", caption: "Garland" },
          { imageId: "g3", caption: "" },
        ],
      },
    ]);
  });

  it("answers the server's message, else the call's own when there is none or the server cannot be reached", async () => {
    stubApi({ "POST /api/vendor/gallery/images/remove": fail(409, "In use") });
    expect(await runGalleryAct(browserApi, await json({ intent: "remove", imageIds: ["g1"] }))).toEqual({ ok: false, error: "In use" });
    stubApi({ "POST /api/vendor/gallery/images/remove": fail(500, null) });
    expect(await runGalleryAct(browserApi, await json({ intent: "remove", imageIds: ["g1"] }))).toEqual({
      ok: false,
      error: MESSAGES.galleryRemoveFailed,
    });
    stubApi({ "POST /api/vendor/gallery/main-image": new TypeError("offline") });
    expect(await runGalleryAct(browserApi, await json({ intent: "main-image", imageId: "g1" }))).toEqual({
      ok: false,
      error: MESSAGES.galleryMainImageFailed,
    });
  });

  it("refuses an act it does not know, asking the API nothing", async () => {
    const fetchMock = stubApi({});
    expect(await runGalleryAct(browserApi, await json({ intent: "delete-everything" }))).toEqual({ ok: false, error: "Unknown action" });
    expect(callsMade(fetchMock)).toEqual([]);
  });
});
