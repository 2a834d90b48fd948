import { describe, expect, it } from "vitest";
import { captionUpdates } from "./caption-drafts";
import { photo } from "./test-gallery";

describe("captionUpdates", () => {
  const images = [photo("a", "Stage"), photo("b", ""), photo("c", "Lights")];

  it("sends only the captions that changed, trimmed, in gallery order", () => {
    expect(captionUpdates(images, { c: " Fairy lights ", a: "Stage ", b: "" })).toEqual([{ imageId: "c", caption: "Fairy lights" }]);
  });

  it("sends a cleared caption as empty, and ignores drafts of removed images", () => {
    expect(captionUpdates(images, { a: "  ", gone: "x" })).toEqual([{ imageId: "a", caption: "" }]);
  });
});
