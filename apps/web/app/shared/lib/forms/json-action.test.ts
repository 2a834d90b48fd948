import { describe, expect, it } from "vitest";
import { submittedBody } from "./json-action";

const post = (body: string) =>
  new Request("http://localhost/ops", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("what a clientAction reads of a JSON submission", () => {
  it("reads text and lists of text, anything else as empty", async () => {
    const body = await submittedBody(post(JSON.stringify({ intent: "decision", sections: ["pan", 3, "business"], count: 2 })));
    expect(body.text("intent")).toBe("decision");
    expect(body.list("sections")).toEqual(["pan", "business"]);
    expect(body.text("count")).toBe("");
    expect(body.text("missing")).toBe("");
    expect(body.list("intent")).toEqual([]);
  });

  it("reads a body that is not a JSON object as empty", async () => {
    for (const text of ["not json", "[1,2]", "null", '"text"']) expect((await submittedBody(post(text))).text("intent")).toBe("");
  });
});
