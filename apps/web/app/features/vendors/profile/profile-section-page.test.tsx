import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, VENDOR_SECTION_DRAFT_NOTE } from "@utsav/domain/client";
import type { VendorProfile, VendorProfileSection } from "@utsav/domain";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as sectionRoute from "../../../routes/vendor/profile-section";
import { completeSections, testProfile } from "../test-support";

const GET = "GET /api/vendor/profile/section/contact";
const SAVE = "POST /api/vendor/profile/section/contact/save";

/**
 * A section's page as its route renders it: what was saved read by the route's loader, the save sent by its
 * clientAction, under the layout holding `profile` (left out, the layout reads it from the API each time it runs).
 */
function renderSection(section: VendorProfileSection, profile?: VendorProfile) {
  return renderVendorPage({ path: "/vendor/profile/:section", entry: `/vendor/profile/${section}`, page: sectionRoute, profile });
}

afterEach(() => vi.unstubAllGlobals());

describe("ProfileSectionPage", () => {
  it("fills the form with what was saved, saves, and goes back to the profile with a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const saved = testProfile({
      sections: { ...completeSections, contact: { ...completeSections.contact!, phoneNumber: "+919000000001" } },
    });
    const fetchMock = stubApi({
      // The layout reads the profile, then the saved one after the save.
      "GET /api/vendor/profile": [ok(testProfile()), ok(saved)],
      [GET]: ok({ section: "contact", data: completeSections.contact }),
      [SAVE]: ok(saved),
    });
    const { layoutProfile } = renderSection("contact");
    expect(await screen.findByRole("heading", { level: 1, name: "Contact" })).toBeTruthy();
    const phone = (await screen.findByRole("textbox", { name: "Phone number" })) as HTMLInputElement;
    expect(phone.value).toBe("9876501234");
    await user.clear(phone);
    await user.type(phone, "9000000001");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Contact saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([
      {
        contactName: "Asha Rao",
        phoneNumber: "+919000000001",
        email: null,
        whatsappNumber: null,
        bookingAlerts: { sms: true, email: true, whatsapp: false },
      },
    ]);
    expect(layoutProfile()).toEqual(saved);
  });

  it("offers booking alerts on WhatsApp, and explains that they need a WhatsApp number before saving", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ [GET]: ok({ section: "contact", data: completeSections.contact }), [SAVE]: ok(testProfile()) });
    renderSection("contact", testProfile());
    const alerts = await screen.findByRole("group", { name: "Booking alerts" });
    const whatsapp = within(alerts).getByRole("checkbox", { name: /WhatsApp/ }) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    await user.click(whatsapp);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const error = await within(alerts).findByText("Add a WhatsApp number to get booking alerts on WhatsApp");
    expect(alerts.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(bodiesSent(fetchMock, SAVE)).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: "WhatsApp number" }), "9845067890");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Contact saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([
      expect.objectContaining({ whatsappNumber: "+919845067890", bookingAlerts: { sms: true, email: true, whatsapp: true } }),
    ]);
  });

  it("adds and removes the areas served, with an entry's error under its input, above the list", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "GET /api/vendor/profile/section/service": ok({ section: "service", data: completeSections.service }) });
    renderSection("service", testProfile());
    const entry = await screen.findByRole("combobox", { name: "Areas you serve" });
    const added = () =>
      within(screen.getByRole("list", { name: "Added areas" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(added()).toEqual(["Koramangala×", "HSR Layout×"]);

    await user.type(entry, "hsr layout{Enter}");
    const error = screen.getByText("Each service area can be added once");
    expect(entry.getAttribute("aria-invalid")).toBe("true");
    expect(entry.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(
      error.compareDocumentPosition(screen.getByRole("list", { name: "Added areas" })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.clear(entry);
    await user.type(entry, "Whitefield");
    expect(screen.queryByText("Each service area can be added once")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(added()).toEqual(["Koramangala×", "HSR Layout×", "Whitefield×"]);
    await user.click(screen.getByRole("button", { name: "Remove Koramangala" }));
    expect(added()).toEqual(["HSR Layout×", "Whitefield×"]);
  });

  it("moves focus to the first thing to fix, in the order of the page, also where no input holds the value", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/vendor/profile/section/service": ok({
        section: "service",
        data: { ...completeSections.service, serviceAreas: [], serviceRadiusKm: 150 },
      }),
      "GET /api/vendor/profile/section/business": ok({ section: "business", data: { ...completeSections.business, categories: [] } }),
      [GET]: ok({ section: "contact", data: { ...completeSections.contact, bookingAlerts: { sms: false, email: true, whatsapp: false } } }),
    });
    const service = renderSection("service", testProfile());
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getByText("Add at least one area you serve")).toBeTruthy();
    expect(screen.getByText("Service radius (km) must be between 1 and 100")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Areas you serve" }));
    service.unmount();

    const business = renderSection("business", testProfile());
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getByText("Choose at least one category")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole("checkbox")[0]);
    await user.click(screen.getByRole("checkbox", { name: /^Gifts/ }));
    expect(screen.queryByText("Choose at least one category")).toBeNull();
    business.unmount();

    renderSection("contact", testProfile());
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getByText("Add an email address to get booking alerts by email")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: /^SMS/ }));
    expect(bodiesSent(fetchMock, "POST /api/vendor/profile/section/service/save")).toEqual([]);
  });

  it("ticks the categories saved, and sends the ones chosen in the storefront's order", async () => {
    const user = userEvent.setup({ delay: null });
    const SAVE_BUSINESS = "POST /api/vendor/profile/section/business/save";
    const fetchMock = stubApi({
      "GET /api/vendor/profile/section/business": ok({ section: "business", data: completeSections.business }),
      [SAVE_BUSINESS]: ok(testProfile()),
    });
    renderSection("business", testProfile());
    const decor = (await screen.findByRole("checkbox", { name: /^Decor/ })) as HTMLInputElement;
    expect(decor.checked).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /^Sweets/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Gifts/ }));
    await user.click(decor);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Business details saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE_BUSINESS)).toEqual([
      {
        businessName: "Bloom Studio",
        titleTag: null,
        bio: "Balloon arches and flower walls for every party.",
        categories: ["gifts", "sweets"],
      },
    ]);
  });

  it("starts a first Business section from the onboarding answers, says it still needs a save, and saves it", async () => {
    const user = userEvent.setup({ delay: null });
    const SAVE_BUSINESS = "POST /api/vendor/profile/section/business/save";
    const fetchMock = stubApi({
      "GET /api/vendor/profile/section/business": ok({
        section: "business",
        data: null,
        draft: { businessName: "Kesar Confections", categories: ["decor", "sweets"] },
      }),
      [SAVE_BUSINESS]: ok(testProfile()),
    });
    renderSection("business", testProfile());
    expect(await screen.findByText(VENDOR_SECTION_DRAFT_NOTE)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Business name" }) as HTMLInputElement).value).toBe("Kesar Confections");
    const ticked = (name: RegExp) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked;
    expect([ticked(/^Decor/), ticked(/^Gifts/), ticked(/^Sweets/)]).toEqual([true, false, true]);
    await user.type(screen.getByRole("textbox", { name: "About your business" }), "Mithai and festive boxes, made fresh daily.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Business details saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE_BUSINESS)).toEqual([
      expect.objectContaining({ businessName: "Kesar Confections", categories: ["decor", "sweets"] }),
    ]);
  });

  it("starts a first Contact section from the contact name and the account's phone; a saved one says nothing of onboarding", async () => {
    stubApi({ [GET]: ok({ section: "contact", data: null, draft: { contactName: "Ravi Kumar", phoneNumber: "+919845012345" } }) });
    const { unmount } = renderSection("contact", testProfile());
    expect(await screen.findByText(VENDOR_SECTION_DRAFT_NOTE)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Contact name" }) as HTMLInputElement).value).toBe("Ravi Kumar");
    expect((screen.getByRole("textbox", { name: "Phone number" }) as HTMLInputElement).value).toBe("9845012345");
    unmount();

    stubApi({ [GET]: ok({ section: "contact", data: completeSections.contact, draft: null }) });
    renderSection("contact", testProfile());
    expect(await screen.findByRole("textbox", { name: "Contact name" })).toBeTruthy();
    expect(screen.queryByText(VENDOR_SECTION_DRAFT_NOTE)).toBeNull();
  });

  it("keeps the form with the server's message, or the fallback, above Save", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GET]: ok({ section: "contact", data: completeSections.contact }), [SAVE]: fail(500, null) });
    renderSection("contact", testProfile());
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.profileSaveFailed);
    expect((screen.getByRole("textbox", { name: "Contact name" }) as HTMLInputElement).value).toBe("Asha Rao");
  });

  it("offers Try again when the section cannot be loaded", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    stubApi({ [GET]: () => (++calls === 1 ? fail(500, "Something broke") : ok({ section: "contact", data: null })) });
    renderSection("contact", testProfile());
    expect((await screen.findByRole("alert")).textContent).toContain("Something broke");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(((await screen.findByRole("textbox", { name: "Phone number" })) as HTMLInputElement).value).toBe("");
  });
});
