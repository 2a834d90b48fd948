import { describe, expect, it } from "vitest";
import { BOTTOM_SHEET } from "@utsav/domain/client";
import { closeThresholdFor } from "./bottom-sheet-drawer";

describe("the bottom sheet's drag to close", () => {
  it("closes after a 50 px drag whatever the sheet's height (application §2), not after a quarter of it", () => {
    expect(closeThresholdFor(600) * 600).toBeCloseTo(BOTTOM_SHEET.closeThresholdPx);
    expect(closeThresholdFor(200) * 200).toBeCloseTo(BOTTOM_SHEET.closeThresholdPx);
    // A sheet shorter than the drag closes once dragged its whole height; an unmeasured one keeps vaul's default.
    expect(closeThresholdFor(40)).toBe(1);
    expect(closeThresholdFor(0)).toBe(0.25);
  });
});
