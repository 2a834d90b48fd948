import { describe, expect, it } from "vitest";
import { replacesHistory, sectionFromPath, selectSection } from "./section-selection";

describe("explore section selection (application §4 Header)", () => {
  it("highlights the section the path names, and none elsewhere", () => {
    expect(sectionFromPath("/decor")).toBe("decor");
    expect(sectionFromPath("/corporate/")).toBe("corporate");
    expect(sectionFromPath("/")).toBeNull();
    expect(sectionFromPath("/offerings")).toBeNull();
    expect(sectionFromPath("/collections/decor")).toBeNull();
  });

  it("makes a newly picked section active and goes to its page", () => {
    expect(selectSection(null, "gifts")).toEqual({ active: "gifts", to: "/gifts" });
    expect(selectSection("decor", "sweets")).toEqual({ active: "sweets", to: "/sweets" });
  });

  it("deselects the active section and returns home", () => {
    expect(selectSection("decor", "decor")).toEqual({ active: null, to: "/" });
  });

  it("replaces history between home and sections, and pushes when leaving another page", () => {
    expect(replacesHistory("/")).toBe(true);
    expect(replacesHistory("/gifts")).toBe(true);
    expect(replacesHistory("/offerings/diya-set")).toBe(false);
  });
});
