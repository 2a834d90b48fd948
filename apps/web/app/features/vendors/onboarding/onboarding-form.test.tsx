import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TERMS_MESSAGES, VENDOR_CATEGORIES_LEGEND, VENDOR_CATEGORY_CHOICES, VENDOR_PROFILE_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, deferred, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as onboardingRoute from "../../../routes/vendor/onboarding";
import { testProfile } from "../test-support";

const ONBOARD = "POST /api/vendor/profile/onboard";
const PROFILE = "GET /api/vendor/profile";
const NOT_ONBOARDED = fail(409, "Please complete vendor onboarding first", "NOT_ONBOARDED");
/** The area is a locality of the gazetteer, asked about as it is typed and before sending (docs/decisions/0036). */
const INDIRANAGAR_PLACE = { name: "Indiranagar", pincodes: ["560038"], lat: 12.97, lon: 77.64 };
const AREA_ANSWERS = {
  "GET /api/localities?q=Indiranagar": ok({ localities: [INDIRANAGAR_PLACE], match: INDIRANAGAR_PLACE }),
  "GET /api/localities?q=Zzzzland": ok({ localities: [], match: null }),
};
const notLocalities = (calls: string[]) => calls.filter((call) => !call.startsWith("GET /api/localities"));

/**
 * The form as its route renders it, under the layout of a vendor still to onboard, sent by the route's clientAction.
 * With `readsProfile`, the layout reads the profile from the API each time it runs (else it holds none).
 */
function renderOnboarding({ readsProfile = false } = {}) {
  return renderVendorPage({ path: "/vendor/onboarding", page: onboardingRoute, ...(readsProfile ? {} : { profile: null }) });
}

afterEach(() => vi.unstubAllGlobals());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Business name" }), "  Bloom Studio ");
  await user.type(screen.getByRole("textbox", { name: "Contact name" }), "Asha Rao");
  // Several, as in the Business section: ticked in any order, sent in the storefront's.
  await user.click(screen.getByRole("checkbox", { name: /^Sweets/ }));
  await user.click(screen.getByRole("checkbox", { name: /^Decor/ }));
  await user.type(screen.getByRole("combobox", { name: "Area" }), "Indiranagar");
}

describe("OnboardingForm", () => {
  it("shows what is missing under each field and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderOnboarding();
    await user.click(await screen.findByRole("button", { name: "Create my business" }));
    expect(screen.getByText("Business name is required")).toBeTruthy();
    expect(screen.getByText("Contact name is required")).toBeTruthy();
    expect(screen.getByText(VENDOR_PROFILE_MESSAGES.categoriesRequired)).toBeTruthy();
    expect(screen.getByText("Area is required")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Business name" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Business name" }));
    await user.type(screen.getByRole("textbox", { name: "Business name" }), "B");
    expect(screen.queryByText("Business name is required")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks what the business sells with the Business section's choice: every category, several allowed, one at least", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    renderOnboarding();
    const group = within(await screen.findByRole("group", { name: VENDOR_CATEGORIES_LEGEND }));
    const boxes = group.getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(VENDOR_CATEGORY_CHOICES.map((c) => c.value));
    for (const choice of VENDOR_CATEGORY_CHOICES) expect(group.getByText(choice.hint)).toBeTruthy();
    await user.click(group.getByRole("checkbox", { name: /^Gifts/ }));
    await user.click(group.getByRole("checkbox", { name: /^Decor/ }));
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
    // Unticking every box is refused under the group, which then names the message.
    await user.click(group.getByRole("checkbox", { name: /^Gifts/ }));
    await user.click(group.getByRole("checkbox", { name: /^Decor/ }));
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect(group.getByText(VENDOR_PROFILE_MESSAGES.categoriesRequired)).toBeTruthy();
    expect(boxes[0]!.getAttribute("aria-invalid")).toBe("true");
  });

  it("creates the business with trimmed values and goes to the profile with a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    // The layout finds no business yet; once onboarding has made it, the layout reads it on the profile.
    const fetchMock = stubApi({ [PROFILE]: [NOT_ONBOARDED, ok(testProfile())], [ONBOARD]: ok(testProfile()), ...AREA_ANSWERS });
    const { layoutProfile } = renderOnboarding({ readsProfile: true });
    await screen.findByRole("button", { name: "Create my business" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect(await screen.findByText(/^\/vendor\/profile \| Your business is set up/)).toBeTruthy();
    expect(bodiesSent(fetchMock, ONBOARD)).toEqual([
      { businessName: "Bloom Studio", contactName: "Asha Rao", categories: ["decor", "sweets"], area: "Indiranagar" },
    ]);
    expect(layoutProfile()).toMatchObject({ businessName: "Bloom Studio" });
    // Not read again at /vendor/onboarding, which would have sent the vendor on without the confirmation.
    expect(notLocalities(callsMade(fetchMock))).toEqual([PROFILE, ONBOARD, PROFILE]);
  });

  it("disables the button while saving, then shows the server's message above it with the form kept", async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferred<ReturnType<typeof fail>>();
    stubApi({ [ONBOARD]: () => reply.promise, ...AREA_ANSWERS });
    renderOnboarding();
    await screen.findByRole("button", { name: "Create my business" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect((screen.getByRole("button", { name: "Creating…" }) as HTMLButtonElement).disabled).toBe(true);
    reply.resolve(fail(409, VENDOR_PROFILE_MESSAGES.businessNameTaken));
    expect((await screen.findByRole("alert")).textContent).toContain(VENDOR_PROFILE_MESSAGES.businessNameTaken);
    expect((screen.getByRole("textbox", { name: "Business name" }) as HTMLInputElement).value).toBe("  Bloom Studio ");
    expect((screen.getByRole("button", { name: "Create my business" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("takes only a locality of the gazetteer as the area, saying so under it (docs/decisions/0036)", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ ...AREA_ANSWERS });
    renderOnboarding();
    await screen.findByRole("button", { name: "Create my business" });
    await fillIn(user);
    const area = screen.getByRole("combobox", { name: "Area" });
    await user.clear(area);
    await user.type(area, "Zzzzland");
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    const error = await screen.findByText(TERMS_MESSAGES.unknownLocality("Zzzzland"));
    expect(area.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(document.activeElement).toBe(area);
    expect(bodiesSent(fetchMock, ONBOARD)).toEqual([]);
  });
});
