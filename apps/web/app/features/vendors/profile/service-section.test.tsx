import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH, TERMS_MESSAGES } from "@utsav/domain/client";
import type { LocalityData } from "@utsav/domain";
import { bodiesSent, callsMade, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as sectionRoute from "../../../routes/vendor/profile-section";
import { completeSections, testProfile } from "../test-support";

// The Service section's locality fields (docs/decisions/0036): the base and the areas served are localities of the
// gazetteer, suggested as the vendor types; the areas are chips with Remove buttons; the sentence shoppers read shows
// under the section.

const GET = "GET /api/vendor/profile/section/service";
const SAVE = "POST /api/vendor/profile/section/service/save";

const place = (name: string, pincode: string): LocalityData => ({ name, pincodes: [pincode], lat: 12.9, lon: 77.6 });
const WHITEFIELD = place("Whitefield", "560066");
const KR_PURAM = place("KR Puram", "560036");
const localities = (q: string) => `GET /api/localities?${new URLSearchParams({ q })}`;
/** GET /api/localities for a text: the suggestions, and the locality it names exactly (null for none). */
const answers = (q: string, match: LocalityData | null, suggested: LocalityData[] = match ? [match] : []) => ({
  [localities(q)]: ok({ localities: suggested, match }),
});
const KNOWN = {
  ...answers("Indiranagar", place("Indiranagar", "560038")),
  ...answers("Koramangala", place("Koramangala", "560034")),
  ...answers("HSR Layout", place("HSR Layout", "560102")),
};

function renderService(data = completeSections.service) {
  return renderVendorPage({
    path: "/vendor/profile/:section",
    entry: "/vendor/profile/service",
    page: sectionRoute,
    profile: testProfile({ sections: { ...completeSections, service: data } }),
  });
}

const added = () =>
  within(screen.getByRole("list", { name: "Added areas" }))
    .getAllByRole("listitem")
    .map((li) => li.firstChild?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("the Service section's areas", () => {
  it("suggests localities as the vendor types, adds them by the gazetteer's name, and refuses a place it does not know", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      [GET]: ok({ section: "service", data: completeSections.service, draft: null }),
      ...answers("white", null, [WHITEFIELD]),
      ...answers("Krishnarajapuram", KR_PURAM),
      ...answers("Zzzzland", null),
      ...answers("hsr layout", place("HSR Layout", "560102")),
    });
    renderService();
    const entry = await screen.findByRole("combobox", { name: "Areas you serve" });
    expect(added()).toEqual(["Koramangala", "HSR Layout"]);

    await user.type(entry, "white");
    const list = document.getElementById(entry.getAttribute("list") ?? "");
    await waitFor(() => expect([...(list?.querySelectorAll("option") ?? [])].map((o) => o.value)).toEqual(["Whitefield"]));

    await user.clear(entry);
    await user.type(entry, "Krishnarajapuram{Enter}");
    await waitFor(() => expect(added()).toEqual(["Koramangala", "HSR Layout", "KR Puram"]));
    expect((entry as HTMLInputElement).value).toBe("");

    await user.type(entry, "Zzzzland");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const unknown = await screen.findByText(TERMS_MESSAGES.unknownLocality("Zzzzland"));
    expect(entry.getAttribute("aria-invalid")).toBe("true");
    expect(entry.getAttribute("aria-describedby")?.split(" ")).toContain(unknown.id);
    expect(added()).toEqual(["Koramangala", "HSR Layout", "KR Puram"]);

    await user.clear(entry);
    await user.type(entry, "hsr layout{Enter}");
    expect(await screen.findByText("Each service area can be added once")).toBeTruthy();
    expect(added()).toEqual(["Koramangala", "HSR Layout", "KR Puram"]);
  });

  it("removes an area with its own labelled button, by keyboard too, and shows what shoppers will read", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GET]: ok({ section: "service", data: completeSections.service, draft: null }) });
    renderService();
    await screen.findByRole("combobox", { name: "Areas you serve" });
    expect(screen.getByText("What shoppers read")).toBeTruthy();
    expect(screen.getByText("Serves within 15 km of Indiranagar, and Koramangala, HSR Layout")).toBeTruthy();

    const remove = screen.getByRole("button", { name: "Remove Koramangala" });
    remove.focus();
    await user.keyboard("{Enter}");
    expect(added()).toEqual(["HSR Layout"]);
    expect(screen.getByText("Serves within 15 km of Indiranagar, and HSR Layout")).toBeTruthy();
    screen.getByRole("button", { name: "Remove HSR Layout" }).focus();
    await user.keyboard(" ");
    expect(screen.queryByRole("list", { name: "Added areas" })).toBeNull();
    expect(screen.getByText("Serves within 15 km of Indiranagar")).toBeTruthy();
  });

  it("will not send a base or an area the gazetteer does not know, saying so on the field", async () => {
    const user = userEvent.setup({ delay: null });
    // A profile saved before the base had to be a locality.
    const saved = { ...completeSections.service!, area: "Zzzzland", serviceAreas: ["Koramangala"] };
    const fetchMock = stubApi({
      [GET]: ok({ section: "service", data: saved, draft: null }),
      ...KNOWN,
      ...answers("Zzzzland", null),
      // Added while the API cannot be reached, so kept as typed; asked again when the section is sent.
      [localities("Koramangala 5th Block")]: [new TypeError("Failed to fetch"), ok({ localities: [], match: null })],
      [SAVE]: ok(testProfile()),
    });
    renderService(saved);
    const base = await screen.findByRole("combobox", { name: "Area" });
    await user.type(screen.getByRole("combobox", { name: "Areas you serve" }), "Koramangala 5th Block{Enter}");
    await waitFor(() => expect(added()).toEqual(["Koramangala", "Koramangala 5th Block"]));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const error = await screen.findByText(TERMS_MESSAGES.unknownLocality("Zzzzland"));
    expect(base.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(document.activeElement).toBe(base);
    expect(screen.getByText(TERMS_MESSAGES.unknownLocality("Koramangala 5th Block"))).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([]);

    await user.clear(base);
    await user.type(base, "Indiranagar");
    await user.click(screen.getByRole("button", { name: "Remove Koramangala 5th Block" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Service area and lead times saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([
      { area: "Indiranagar", serviceAreas: ["Koramangala"], serviceRadiusKm: 15, leadTimeDays: 2 },
    ]);
    // The saved area, the API's own name, was never asked about: only the base and the area added offline were.
    expect(callsMade(fetchMock).filter((call) => call.startsWith("GET /api/localities"))).toEqual([
      localities("Koramangala 5th Block"),
      localities("Koramangala 5th Block"),
      localities("Indiranagar"),
    ]);
  });

  it("asks about the base alone when the areas are the ones saved, however many", async () => {
    const user = userEvent.setup({ delay: null });
    const areas = Array.from({ length: 20 }, (_, i) => `Area ${i + 1}`);
    const saved = { ...completeSections.service!, area: "Jayanagar", serviceAreas: areas };
    const fetchMock = stubApi({
      [GET]: ok({ section: "service", data: saved, draft: null }),
      ...answers("Jayanagar", place("Jayanagar", "560041")),
      [SAVE]: ok(testProfile()),
    });
    renderService(saved);
    await screen.findByRole("combobox", { name: "Area" });
    // Past the suggestions' pause: the saved base, which nobody typed, is not looked up for suggestions.
    await new Promise((resolve) => setTimeout(resolve, SEARCH.debounceMs + 100));
    expect(callsMade(fetchMock).filter((call) => call.startsWith("GET /api/localities"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Service area and lead times saved.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([{ area: "Jayanagar", serviceAreas: areas, serviceRadiusKm: 15, leadTimeDays: 2 }]);
    expect(callsMade(fetchMock).filter((call) => call.startsWith("GET /api/localities"))).toEqual([localities("Jayanagar")]);
  });
});
