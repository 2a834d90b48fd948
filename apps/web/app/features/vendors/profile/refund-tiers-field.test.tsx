import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VendorProfileSection } from "@utsav/domain";
import { bodiesSent, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as sectionRoute from "../../../routes/vendor/profile-section";
import { completeSections, testProfile } from "../test-support";
import { termsSection } from "./sections/terms";

// The Terms section's refund schedule as data (docs/decisions/0035): rows of "from N hours before the event, X% back",
// checked by the domain's rule, previewed with the table the shopper reads, and sent as the schedule.

const GET = "GET /api/vendor/profile/section/terms";
const SAVE = "POST /api/vendor/profile/section/terms/save";
const TERMS = completeSections.terms!;

const renderSection = (section: VendorProfileSection) =>
  renderVendorPage({ path: "/vendor/profile/:section", entry: `/vendor/profile/${section}`, page: sectionRoute, profile: testProfile() });

afterEach(() => vi.unstubAllGlobals());

describe("the Terms section's refund tiers", () => {
  it("adds rows, previews the shopper's table and a sample as they are typed, and saves them most notice first", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ [GET]: ok({ section: "terms", data: { ...TERMS, advancePercent: 50 } }), [SAVE]: ok(testProfile()) });
    renderSection("terms");
    const group = await screen.findByRole("group", { name: "Refund schedule" });
    const preview = within(group).getByRole("region", { name: "What customers see" });
    expect(within(preview).getByText(/No schedule yet/)).toBeTruthy();

    await user.click(within(group).getByRole("button", { name: "Add a row" }));
    const first = within(group).getByRole("listitem", { name: "Row 1" });
    // The new row's first box takes the focus.
    expect(document.activeElement).toBe(within(first).getByRole("textbox", { name: "Hours before the event" }));
    await user.type(within(first).getByRole("textbox", { name: "Hours before the event" }), "24");
    await user.type(within(first).getByRole("textbox", { name: "Refund (%)" }), "50");
    await user.click(within(group).getByRole("button", { name: "Add a row" }));
    const second = within(group).getByRole("listitem", { name: "Row 2" });
    await user.type(within(second).getByRole("textbox", { name: "Hours before the event" }), "72");
    await user.type(within(second).getByRole("textbox", { name: "Refund (%)" }), "100");

    const rows = within(within(preview).getByRole("table"))
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "When you cancelRefund",
      "72 hours or more before100%",
      "24 hours or more before50%",
      "Less than 24 hours beforeNo refund",
    ]);
    expect(within(preview).getByText("Cancelled 72 hours before the event, a ₹10,000 (₹5,000 paid) booking gets ₹5,000 back")).toBeTruthy();

    // Typed out of order: a button puts them in order of notice, and the focus goes to the first row (the button is gone).
    await user.click(within(group).getByRole("button", { name: "Put rows in order of notice" }));
    const firstHours = within(within(group).getByRole("listitem", { name: "Row 1" })).getByRole("textbox", {
      name: "Hours before the event",
    });
    expect((firstHours as HTMLInputElement).value).toBe("72");
    expect(document.activeElement).toBe(firstHours);
    expect(within(group).queryByRole("button", { name: "Put rows in order of notice" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Payment and cancellation terms saved.")).toBeTruthy();
    expect(bodiesSent(api, SAVE)).toEqual([
      expect.objectContaining({
        advancePercent: 50,
        refunds: {
          kind: "before_event",
          steps: [
            { hoursBefore: 72, percent: 100 },
            { hoursBefore: 24, percent: 50 },
          ],
        },
      }),
    ]);
  });

  it("refuses a refund that grows as the event nears, under the row's box, before asking the API", async () => {
    const user = userEvent.setup({ delay: null });
    const saved = { ...TERMS, refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 80 }] } };
    const api = stubApi({ [GET]: ok({ section: "terms", data: saved }) });
    renderSection("terms");
    const group = await screen.findByRole("group", { name: "Refund schedule" });
    expect((within(group).getByRole("textbox", { name: "Refund (%)" }) as HTMLInputElement).value).toBe("80");
    await user.click(within(group).getByRole("button", { name: "Add a row" }));
    const second = within(group).getByRole("listitem", { name: "Row 2" });
    await user.type(within(second).getByRole("textbox", { name: "Hours before the event" }), "24");
    const percent = within(second).getByRole("textbox", { name: "Refund (%)" });
    await user.type(percent, "90");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const error = await within(second).findByText(
      "A refund cannot grow as the event gets closer: 90% at 24 hours is more than 80% at 48 hours",
    );
    expect(percent.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(percent);
    expect(bodiesSent(api, SAVE)).toEqual([]);

    // Removing the row takes the problem with it; the focus goes to the row before, not to the page.
    await user.click(within(group).getByRole("button", { name: "Remove row 2" }));
    expect(within(group).queryByRole("listitem", { name: "Row 2" })).toBeNull();
    expect(document.activeElement).toBe(within(group).getByRole("textbox", { name: "Hours before the event" }));
    // With no row before it, to "Add a row".
    await user.click(within(group).getByRole("button", { name: "Remove row 1" }));
    expect(within(group).queryByRole("listitem")).toBeNull();
    expect(document.activeElement).toBe(within(group).getByRole("button", { name: "Add a row" }));
  });

  it("'no refunds' sets the rows aside, and the preview says no cancellation", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({ [GET]: ok({ section: "terms", data: TERMS }), [SAVE]: ok(testProfile()) });
    renderSection("terms");
    const group = await screen.findByRole("group", { name: "Refund schedule" });
    await user.click(within(group).getByRole("checkbox", { name: "No refunds: a customer who cancels gets nothing back" }));
    expect(within(group).queryByRole("button", { name: "Add a row" })).toBeNull();
    expect(within(group).getByRole("cell", { name: "No cancellation" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("/vendor/profile | Payment and cancellation terms saved.");
    expect(bodiesSent(api, SAVE)).toEqual([expect.objectContaining({ refunds: { kind: "none" } })]);
  });

  it("keeps a saved schedule it does not edit, and sends none where there are no rows", () => {
    const byBooking = { kind: "after_booking" as const, withinHours: 24, percent: 100 };
    const values = termsSection.fromData({ ...TERMS, refunds: byBooking });
    expect(values).toMatchObject({ refundTiers: [], noRefunds: false, otherRefunds: byBooking });
    expect(termsSection.payload(values).refunds).toEqual(byBooking);
    expect(termsSection.payload(termsSection.fromData(TERMS)).refunds).toBeNull();
  });
});
