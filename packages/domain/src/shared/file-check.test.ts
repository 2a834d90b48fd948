import { describe, expect, it } from "vitest";
import { UPLOAD } from "./constants.ts";
import { checkFileSizes, IMAGE_MIME_TYPES } from "./file-check.ts";

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("checkFileSizes (application §5, the 2 MB rule)", () => {
  it("keeps files up to exactly 2 MB and says nothing", () => {
    const files = [file("a.png", 10), file("b.png", UPLOAD.maxFileBytes)];
    expect(checkFileSizes(files)).toEqual({ accepted: files, refusal: null });
  });

  it("refuses the files over 2 MB by name, with the size to one decimal, and keeps the rest", () => {
    const small = file("small.png", 1024);
    const result = checkFileSizes([file("big one.png", UPLOAD.maxFileBytes + 1), small, file("huge.jpg", 5_000_000)]);
    expect(result.accepted).toEqual([small]);
    expect(result.refusal).toBe("File(s) too large: big one.png, huge.jpg. Maximum size allowed is 2.0MB.");
  });

  it("states another limit with one decimal too", () => {
    expect(checkFileSizes([file("a.png", 2_000_000)], 1_572_864).refusal).toBe("File(s) too large: a.png. Maximum size allowed is 1.5MB.");
  });

  it("offers the images of the accepted types, not PDF", () => {
    expect(IMAGE_MIME_TYPES).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });
});
