import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VENDOR_PROFILE_MESSAGES } from "@utsav/domain/client";
import { vendorProfileQueryKey } from "../../../shared/lib/vendor-area/query-keys";
import { bodiesSent, deferred, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorScreen } from "../../../../test/vendor-area";
import { testProfile } from "../test-support";
import { OnboardingForm } from "./onboarding-form";

const ONBOARD = "POST /api/vendor/profile/onboard";

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
    renderVendorScreen(<OnboardingForm />);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect(screen.getByText("Business name is required")).toBeTruthy();
    expect(screen.getByText("Contact name is required")).toBeTruthy();
    expect(screen.getByText("Choose what you sell")).toBeTruthy();
    expect(screen.getByText("Area is required")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Business name" }).getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByRole("textbox", { name: "Business name" }), "B");
    expect(screen.queryByText("Business name is required")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the business with trimmed values and goes to the profile with a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ [ONBOARD]: ok(testProfile()) });
    const { client } = renderVendorScreen(<OnboardingForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect(await screen.findByText(/^\/vendor\/profile \| Your business is set up/)).toBeTruthy();
    expect(bodiesSent(fetchMock, ONBOARD)).toEqual([
      { businessName: "Bloom Studio", contactName: "Asha Rao", category: "decor", area: "Indiranagar" },
    ]);
    expect(client.getQueryData(vendorProfileQueryKey)).toMatchObject({ businessName: "Bloom Studio" });
  });

  it("disables the button while saving, then shows the server's message above it with the form kept", async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferred<ReturnType<typeof fail>>();
    stubApi({ [ONBOARD]: () => reply.promise });
    renderVendorScreen(<OnboardingForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Create my business" }));
    expect((screen.getByRole("button", { name: "Creating…" }) as HTMLButtonElement).disabled).toBe(true);
    reply.resolve(fail(409, VENDOR_PROFILE_MESSAGES.businessNameTaken));
    expect((await screen.findByRole("alert")).textContent).toContain(VENDOR_PROFILE_MESSAGES.businessNameTaken);
    expect((screen.getByRole("textbox", { name: "Business name" }) as HTMLInputElement).value).toBe("  Bloom Studio ");
    expect((screen.getByRole("button", { name: "Create my business" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
