import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VENDOR_PROFILE_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, deferred, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as onboardingRoute from "../../../routes/vendor/onboarding";
import { testProfile } from "../test-support";

const ONBOARD = "POST /api/vendor/profile/onboard";
const PROFILE = "GET /api/vendor/profile";
const NOT_ONBOARDED = fail(409, "Please complete vendor onboarding first", "NOT_ONBOARDED");

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
  await user.click(screen.getByRole("radio", { name: /^Decor/ }));
  await user.type(screen.getByRole("textbox", { name: "Area" }), "Indiranagar");
}

describe("OnboardingForm", () => {
  it("shows what is missing under each field and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderOnboarding();
    await user.click(await screen.findByRole("button", { name: "Create my business" }));
    expect(screen.getByText("Business name is required")).toBeTruthy();
    expect(screen.getByText("Contact name is required")).toBeTruthy();
    expect(screen.getByText("Choose what you sell")).toBeTruthy();
    expect(screen.getByText("Area is required")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Business name" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Business name" }));
    await user.type(screen.getByRole("textbox", { name: "Business name" }), "B");
    expect(screen.queryByText("Business name is required")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the business with trimmed values and goes to the profile with a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    // The layout finds no business yet; once onboarding has made it, the layout reads it on the profile.
    const fetchMock = stubApi({ [PROFILE]: [NOT_ONBOARDED, ok(testProfile())], [ONBOARD]: ok(testProfile()) });
    const { layoutProfile } = renderOnboarding({ readsProfile: true });
    await screen.findByRole("button", { name: "Create my business" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect(await screen.findByText(/^\/vendor\/profile \| Your business is set up/)).toBeTruthy();
    expect(bodiesSent(fetchMock, ONBOARD)).toEqual([
      { businessName: "Bloom Studio", contactName: "Asha Rao", category: "decor", area: "Indiranagar" },
    ]);
    expect(layoutProfile()).toMatchObject({ businessName: "Bloom Studio" });
    // Not read again at /vendor/onboarding, which would have sent the vendor on without the confirmation.
    expect(callsMade(fetchMock)).toEqual([PROFILE, ONBOARD, PROFILE]);
  });

  it("disables the button while saving, then shows the server's message above it with the form kept", async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferred<ReturnType<typeof fail>>();
    stubApi({ [ONBOARD]: () => reply.promise });
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
});
