import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelope, errorEnvelopeSchema, fail, ok } from "./envelope.ts";

describe("response envelope", () => {
  it("wraps data as { success, data, errorMessage }", () => {
    expect(ok({ a: 1 })).toEqual({ success: true, data: { a: 1 }, errorMessage: null });
    expect(envelope(z.object({ a: z.number() })).parse(ok({ a: 1 }))).toEqual({ success: true, data: { a: 1 }, errorMessage: null });
  });
  it("carries failures with a message and no data", () => {
    expect(errorEnvelopeSchema.parse(fail("Collection not found"))).toEqual({
      success: false,
      data: null,
      errorMessage: "Collection not found",
    });
  });
});
