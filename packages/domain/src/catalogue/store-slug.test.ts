import { describe, expect, it } from "vitest";
import { isValidSlug } from "../shared/slug.ts";
import { STORE_SLUG_NAME_MAX, storeSlug } from "./store-slug.ts";

describe("store slugs (docs/decisions/0059)", () => {
  it("is the business name for a catalogue vendor", () => {
    expect(storeSlug({ id: "deepam-gifts", name: "Deepam Gifts & Decor" })).toBe("deepam-gifts-and-decor");
  });

  it("adds the first characters of an account vendor's id, so names that read alike stay apart", () => {
    const a = storeSlug({ id: "v-3f9a1c2b4d5e6f70", name: "Asha Decor" });
    const b = storeSlug({ id: "v-77aa01c2b4d5e6f7", name: "Asha-Decor!" });
    expect(a).toBe("asha-decor-3f9a1c");
    expect(b).toBe("asha-decor-77aa01");
    expect(storeSlug({ id: "v-3f9a1c2b4d5e6f70", name: "Asha Decor" }, 16)).toBe("asha-decor-3f9a1c2b4d5e6f70");
  });

  it("is stable: the same vendor gives the same slug", () => {
    const vendor = { id: "v-0123456789abcdef", name: "Lakshmi Sweets" };
    expect(storeSlug(vendor)).toBe(storeSlug({ ...vendor }));
  });

  it("stays a valid, short slug for names of accents, symbols or great length", () => {
    expect(storeSlug({ id: "v-abcdef0123456789", name: "Crème Brûlée Café" })).toBe("creme-brulee-cafe-abcdef");
    expect(storeSlug({ id: "v-abcdef0123456789", name: "ಉತ್ಸವ" })).toBe("store-abcdef");
    const long = storeSlug({ id: "v-abcdef0123456789", name: "Very ".repeat(40) + "Long Name" });
    expect(long.length).toBeLessThanOrEqual(STORE_SLUG_NAME_MAX + 7);
    for (const slug of [long, storeSlug({ id: "x", name: "--A  B--" })]) expect(isValidSlug(slug)).toBe(true);
  });
});
