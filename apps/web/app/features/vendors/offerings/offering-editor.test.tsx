import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GalleryImage, VendorProfile } from "@utsav/domain";
import { bodiesSent, deferred, fail, ok, stubApi } from "../../../../test/api-stub";
import * as editRoute from "../../../routes/vendor/offering-edit";
import * as newRoute from "../../../routes/vendor/offering-new";
import { testOffering, testProfile } from "../test-support";
import { renderVendorPage } from "../../../../test/vendor-layout";

const GALLERY = "GET /api/vendor/gallery";
const OFFERING = "GET /api/vendor/offering/VND1";
const SAVE = "POST /api/vendor/offering";
const photo = (id: string, caption: string): GalleryImage => ({
  id,
  uri: `/media/${id}.webp`,
  thumbnail: `/media/${id}-t.webp`,
  caption,
  isMain: false,
  width: 600,
  height: 600,
});
const gallery = ok({ images: [photo("g1", "Arch"), photo("g2", "Garland")], maxImages: 30 });

afterEach(() => vi.unstubAllGlobals());

/** /vendor/offerings/new through its route (occasions from its loader, the save through its clientAction), once shown. */
async function renderNew(profile: VendorProfile = testProfile()) {
  renderVendorPage({ path: "/vendor/offerings/new", page: newRoute, profile });
  await screen.findByRole("button", { name: "Save offering" });
}

/** /vendor/offerings/VND1 through its route: the offering from its loader. */
async function renderEdit() {
  renderVendorPage({ path: "/vendor/offerings/:id", entry: "/vendor/offerings/VND1", page: editRoute, profile: testProfile() });
  await screen.findByRole("button", { name: "Save changes" });
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Title" }), "Balloon arch");
  await user.click(screen.getByRole("radio", { name: "Decor" }));
  await user.type(screen.getByRole("textbox", { name: "Price (₹)" }), "4999");
  await user.type(screen.getByRole("textbox", { name: "Summary" }), "A pastel balloon arch for birthdays.");
  await user.type(screen.getByRole("textbox", { name: "Section title" }), "What's included");
  await user.type(screen.getByRole("textbox", { name: "Line 1" }), "150 balloons");
  await user.click(await screen.findByRole("checkbox", { name: "Arch" }));
}

describe("OfferingEditor", () => {
  it("explains the three types in plain words", async () => {
    stubApi({ [GALLERY]: gallery });
    await renderNew();
    const types = within(screen.getByRole("group", { name: /How do customers get it/ }));
    expect(types.getByRole("radio", { name: /Book.*cash on delivery/ })).toBeTruthy();
    expect(types.getByRole("radio", { name: /Call.*lead/ })).toBeTruthy();
    expect(types.getByRole("radio", { name: /Buy.*link/ })).toBeTruthy();
  });

  it("marks what is missing and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ [GALLERY]: gallery });
    await renderNew();
    await user.click(screen.getByRole("button", { name: "Save offering" }));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Choose how customers get it")).toBeTruthy();
    expect(screen.getByText("Choose at least one image from your gallery")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Please fix the fields marked above.");
    expect(bodiesSent(fetchMock, SAVE)).toEqual([]);
  });

  it("moves focus to the first field marked, in the page's order, the photo picker included", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GALLERY]: gallery });
    await renderNew();
    await user.click(screen.getByRole("button", { name: "Save offering" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Title" })));

    await user.type(screen.getByRole("textbox", { name: "Title" }), "Balloon arch");
    await user.click(screen.getByRole("radio", { name: "Decor" }));
    await user.click(screen.getByRole("radio", { name: /^Call/ }));
    await user.type(screen.getByRole("textbox", { name: "Price (₹)" }), "4999");
    await user.type(screen.getByRole("textbox", { name: "Summary" }), "A pastel balloon arch for birthdays.");
    await user.type(screen.getByRole("textbox", { name: "Section title" }), "What's included");
    await user.type(screen.getByRole("textbox", { name: "Line 1" }), "150 balloons");
    await user.click(screen.getByRole("button", { name: "Save offering" }));
    expect(screen.getByText("Choose at least one image from your gallery")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector("[data-focus-invalid]")));
  });

  it("creates a bookable offering with its booking form and photo, then goes to the list", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferred<ReturnType<typeof ok>>();
    const fetchMock = stubApi({ [GALLERY]: gallery, [SAVE]: () => reply.promise });
    await renderNew(testProfile({ reviewState: "approved" }));
    await fillBasics(user);
    await user.click(screen.getByRole("radio", { name: /^Book/ }));
    // A bookable offering starts with the usual questions; a new one's stored name follows its label.
    const form = within(screen.getByRole("region", { name: "Booking form" }));
    expect(form.getAllByRole("textbox", { name: "Label" }).map((i) => (i as HTMLInputElement).value)).toEqual([
      "Name",
      "Phone number",
      "Event date",
      "Address",
    ]);
    await user.click(form.getByRole("button", { name: "Remove Name" }));
    await user.click(form.getByRole("button", { name: "Add question" }));
    const labels = form.getAllByRole("textbox", { name: "Label" });
    await user.type(labels[3]!, "Number of guests");
    await user.selectOptions(form.getAllByRole("combobox", { name: "Answer type" })[3]!, "number");
    await user.click(form.getAllByRole("checkbox", { name: "Required" })[3]!);
    await user.click(screen.getByRole("checkbox", { name: "Birthday" }));

    await user.click(screen.getByRole("button", { name: "Save offering" }));
    expect((screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement).disabled).toBe(true);
    reply.resolve(ok(testOffering()));
    expect(await screen.findByText("/vendor/offerings | “Balloon arch” is saved and live on your storefront.")).toBeTruthy();
    expect(bodiesSent(fetchMock, SAVE)).toEqual([
      {
        title: "Balloon arch",
        category: "decor",
        subCategory: "personal",
        offeringType: "book",
        price: 4999,
        priceLabel: null,
        summary: "A pastel balloon arch for birthdays.",
        description: [{ title: "What's included", items: ["150 balloons"] }],
        occasions: ["birthday"],
        redirectUrl: null,
        bookingAttributes: [
          { label: "Phone number", field: "phoneNumber", type: "input", inputType: "tel", required: true },
          { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: true },
          { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
          { label: "Number of guests", field: "numberOfGuests", type: "input", inputType: "number", required: false },
        ],
        imageIds: ["g1"],
        status: 10,
      },
    ]);
  });

  it("asks a buy offering for its link, and keeps the form with the server's message", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GALLERY]: gallery, [SAVE]: fail(400, "Image not found in your gallery: g1") });
    await renderNew();
    await fillBasics(user);
    await user.click(screen.getByRole("radio", { name: /^Buy/ }));
    await user.click(screen.getByRole("button", { name: "Save offering" }));
    expect(screen.getByText("A buy offering needs a redirect URL starting with https://")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Link to buy" }), "https://bloom.example.in/arch");
    await user.click(screen.getByRole("button", { name: "Save offering" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Image not found in your gallery: g1");
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Balloon arch");
  });

  it("saves changes to the offering of the page: a saved question keeps its stored name", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const offering = testOffering();
    const fetchMock = stubApi({ [GALLERY]: gallery, [OFFERING]: ok(offering), [SAVE]: ok(offering) });
    await renderEdit();
    const form = within(screen.getByRole("region", { name: "Booking form" }));
    const label = form.getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Party date");
    await user.click(form.getByRole("checkbox", { name: "Long answer (several lines)" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("/vendor/offerings | “Balloon arch” is saved. Customers see it once our team approves your business."),
    ).toBeTruthy();
    const [sent] = bodiesSent(fetchMock, SAVE);
    expect(sent).toMatchObject({
      id: "VND1",
      bookingAttributes: [{ label: "Party date", field: "date", type: "textarea", inputType: "text", required: true }],
    });
  });

  it("edits the description: adds and removes sections and lines", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [GALLERY]: gallery, [OFFERING]: ok(testOffering()) });
    await renderEdit();
    expect(screen.getAllByRole("textbox", { name: /^Line \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove line 2 of What's included" }));
    expect(screen.getAllByRole("textbox", { name: /^Line \d$/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(screen.getAllByRole("group", { name: /^Section \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove Section 2" }));
    expect(screen.getAllByRole("group", { name: /^Section \d$/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
