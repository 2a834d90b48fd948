import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, BRIEF_MESSAGES, indianDate, QUOTE_MESSAGES } from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../../../../test/route-stub";
import VendorBriefRoute, { clientAction, loader as briefLoader } from "../../../routes/vendor/brief";
import VendorBriefsRoute, { loader as briefsLoader } from "../../../routes/vendor/briefs";

// The vendor's requests through their routes: the loaders read the API (stubbed at fetch), and the quote and decline
// forms go through the brief route's clientAction, after which the brief is read again.

afterEach(() => vi.unstubAllGlobals());

const eventDate = addDays(indianDate(), 10);
function brief(overrides: Partial<VendorBriefDetail> = {}): VendorBriefDetail {
  return {
    id: "br_1",
    reference: "#000000B1",
    occasion: "Birthday",
    eventDate,
    locality: "HSR Layout",
    categories: ["decor"],
    status: "open",
    createdAt: "2030-03-01T06:00:00.000Z",
    guests: 40,
    budgetMin: 10000,
    budgetMax: 25000,
    notes: "Pastel balloons",
    photos: [],
    matchedCategories: ["decor"],
    answer: "new",
    quote: null,
    bookingId: null,
    canAnswer: true,
    offerings: [{ id: "VND1", title: "Pastel balloon arch", category: "decor" }],
    ...overrides,
  };
}

const renderBrief = () =>
  renderRoute({
    path: "/vendor/briefs/:id",
    entry: "/vendor/briefs/br_1",
    Component: VendorBriefRoute,
    loader: briefLoader,
    action: clientAction,
  });

describe("the vendor's requests", () => {
  it("lists the briefs matched to the vendor with its answer", async () => {
    stubApi({
      "GET /api/vendor/briefs": ok({
        briefs: [
          brief(),
          brief({
            id: "br_2",
            answer: "closed",
            status: "booked",
            quote: {
              price: 15000,
              included: "x",
              offeringId: null,
              offeringTitle: null,
              validUntil: eventDate,
              quotedAt: "2030-03-01T06:00:00.000Z",
            },
          }),
        ],
      }),
    });
    renderRoute({ path: "/vendor/briefs", entry: "/vendor/briefs", Component: VendorBriefsRoute, loader: briefsLoader });
    const list = within(await screen.findByRole("list", { name: "Requests" }));
    const links = list.getAllByRole("link", { name: /Birthday in HSR Layout/ });
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/vendor/briefs/br_1", "/vendor/briefs/br_2"]);
    expect(list.getByText("Open")).toBeTruthy();
    expect(list.getByText("Closed")).toBeTruthy();
    expect(list.getByText("Your quote ₹15,000")).toBeTruthy();
  });

  it("sends a quote in whole rupees with an offering and a validity, checked before it is sent", async () => {
    const quoted = brief({
      answer: "quoted",
      quote: {
        price: 18000,
        included: "Arch",
        offeringId: "VND1",
        offeringTitle: "Pastel balloon arch",
        validUntil: eventDate,
        quotedAt: "2030-03-01T06:00:00.000Z",
      },
    });
    // The brief is read again after the quote: the second read is the brief as the quote left it.
    const fetchMock = stubApi({
      "GET /api/vendor/briefs/br_1": [ok(brief()), ok(quoted)],
      "POST /api/vendor/briefs/br_1/quote": ok(quoted),
    });
    renderBrief();
    const price = await screen.findByRole("textbox", { name: /Price/ });
    fireEvent.change(price, { target: { value: "18000.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Send quote" }));
    // The form helper checks as it submits, a moment after the click.
    expect(await screen.findByText(BRIEF_MESSAGES.rupeesInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(price);
    expect(screen.getByText(QUOTE_MESSAGES.includedRequired)).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/vendor/briefs/br_1/quote")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: /Price/ }), { target: { value: "18,000" } });
    fireEvent.change(screen.getByRole("textbox", { name: /What's included/ }), { target: { value: "Arch" } });
    fireEvent.change(screen.getByRole("combobox", { name: /Link one of your offerings/ }), { target: { value: "VND1" } });
    fireEvent.change(screen.getByLabelText(/Valid until/), { target: { value: eventDate } });
    fireEvent.click(screen.getByRole("button", { name: "Send quote" }));
    expect(await screen.findByRole("button", { name: "Update quote" })).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/vendor/briefs/br_1/quote")).toEqual([
      { price: 18000, included: "Arch", offeringId: "VND1", validUntil: eventDate },
    ]);
  });

  it("declines with an optional reason, and shows a refusal from the server", async () => {
    const fetchMock = stubApi({
      "GET /api/vendor/briefs/br_1": ok(brief()),
      "POST /api/vendor/briefs/br_1/decline": fail(409, BRIEF_MESSAGES.booked, "BRIEF_CONFLICT"),
    });
    renderBrief();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Reason/ }), { target: { value: "Booked that day" } });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", BRIEF_MESSAGES.booked);
    expect(bodiesSent(fetchMock, "POST /api/vendor/briefs/br_1/decline")).toEqual([{ reason: "Booked that day" }]);
  });

  it("checks a decline's reason on the page, under the field, not in the browser's bubble", async () => {
    const fetchMock = stubApi({ "GET /api/vendor/briefs/br_1": ok(brief()) });
    renderBrief();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const reason = screen.getByRole("textbox", { name: /Reason/ });
    expect(reason.closest("form")?.noValidate).toBe(true);
    fireEvent.change(reason, { target: { value: "x".repeat(501) } });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText(QUOTE_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    expect(bodiesSent(fetchMock, "POST /api/vendor/briefs/br_1/decline")).toEqual([]);
  });

  it("keeps what was typed in the quote after a look at the decline form", async () => {
    stubApi({ "GET /api/vendor/briefs/br_1": ok(brief()) });
    renderBrief();
    fireEvent.change(await screen.findByRole("textbox", { name: /Price/ }), { target: { value: "18,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Reason/ }), { target: { value: "Booked that day" } });
    fireEvent.click(screen.getByRole("button", { name: "Keep request" }));
    expect((screen.getByRole("textbox", { name: /Price/ }) as HTMLInputElement).value).toBe("18,000");
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect((screen.getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement).value).toBe("Booked that day");
  });

  it("says a closed quote is closed, and links an accepted one to its booking", async () => {
    stubApi({ "GET /api/vendor/briefs/br_1": ok(brief({ status: "booked", answer: "closed", canAnswer: false })) });
    const { unmount } = renderBrief();
    expect(await screen.findByRole("heading", { name: "Your quote is closed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send quote" })).toBeNull();
    unmount();
    stubApi({ "GET /api/vendor/briefs/br_1": ok(brief({ status: "booked", answer: "accepted", canAnswer: false, bookingId: "bk_9" })) });
    renderBrief();
    expect((await screen.findByRole("link", { name: "View booking" })).getAttribute("href")).toBe("/vendor/bookings/bk_9");
  });
});
