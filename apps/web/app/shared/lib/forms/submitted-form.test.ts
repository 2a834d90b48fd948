import { describe, expect, it } from "vitest";
import { isRefusal, submittedForm } from "./submitted-form";

const multipart = (form: FormData) => new Request("http://localhost/vendor/gallery", { method: "POST", body: form });
const json = (body: unknown) =>
  new Request("http://localhost/vendor/gallery", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

describe("what a clientAction reads of a submission with files", () => {
  it("reads the text, the lists of text and the files of multipart form data", async () => {
    const form = new FormData();
    form.append("intent", "add");
    form.append("captions", "Stage");
    form.append("captions", "Hall");
    form.append("images", new File([new Uint8Array(4)], "a.png", { type: "image/png" }));
    form.append("images", new File([new Uint8Array(8)], "b.png", { type: "image/png" }));
    const body = await submittedForm(multipart(form));
    expect(body.text("intent")).toBe("add");
    expect(body.list("captions")).toEqual(["Stage", "Hall"]);
    expect(body.files("images").map((file) => [file.name, file.size])).toEqual([
      ["a.png", 4],
      ["b.png", 8],
    ]);
    expect(body.text("images")).toBe("");
    expect(body.files("intent")).toEqual([]);
    expect(body.text("missing")).toBe("");
  });

  it("reads JSON as useSubmitJson sends it, with no files", async () => {
    const body = await submittedForm(json({ intent: "remove", imageIds: ["g1", "g2"] }));
    expect(body.text("intent")).toBe("remove");
    expect(body.list("imageIds")).toEqual(["g1", "g2"]);
    expect(body.files("images")).toEqual([]);
  });
});

describe("isRefusal", () => {
  it("is true of an answer that says ok: false, and of nothing else", () => {
    expect(isRefusal({ ok: false, error: "No" })).toBe(true);
    for (const answer of [{ ok: true }, undefined, null, "ok", { error: "No" }]) expect(isRefusal(answer)).toBe(false);
  });
});
