import { describe, expect, it } from "vitest";
import { validateBookingData } from "@utsav/domain/client";
import { domainResolver, problemsToErrors } from "./domain-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("the resolver over a domain rule", () => {
  it("passes the values on when the rule finds nothing, else only the fields with a message", async () => {
    const resolve = domainResolver((v: { name: string; note: string }) => ({ name: v.name ? null : "Name is required", note: undefined }));
    expect(await resolve({ name: "Asha", note: "" }, undefined, options)).toEqual({ values: { name: "Asha", note: "" }, errors: {} });
    expect(await resolve({ name: "", note: "" }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: "domain", message: "Name is required" } },
    });
  });

  it("waits for a rule that asks the API", async () => {
    const resolve = domainResolver(async (v: { locality: string }) => ({ locality: v.locality === "Mysuru" ? "Not served" : null }));
    expect((await resolve({ locality: "Mysuru" }, undefined, options)).errors).toEqual({
      locality: { type: "domain", message: "Not served" },
    });
  });

  it("nests a message for one entry of a list under the list, as react-hook-form reads it", () => {
    expect(problemsToErrors<{ items: string[] }>({ "items.1": "Too long" })).toEqual({
      items: [undefined, { type: "domain", message: "Too long" }],
    });
  });

  it("takes the domain's own rules as they are: the booking form's, without zod", async () => {
    const attributes = [{ label: "Name", field: "name", type: "input", inputType: "text", required: true }] as const;
    const resolve = domainResolver((values: Record<string, string>) => validateBookingData([...attributes], values).errors);
    const { errors } = await resolve({ name: " " }, undefined, options);
    expect(errors.name?.message).toBe(validateBookingData([...attributes], { name: " " }).errors.name);
  });
});
