import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRIEF_COPY, BRIEF_MESSAGES } from "@utsav/domain/client";
import type { BriefQuote, ConsumerBriefDetail } from "@utsav/domain";
import { fail, ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";
import AccountBriefRoute, { clientAction } from "../../routes/account-brief";
import { MyBriefPage } from "./my-brief-page";
import { MyBriefsPage } from "./my-briefs-page";

afterEach(() => vi.unstubAllGlobals());

const quote = (overrides: Partial<BriefQuote>): BriefQuote => ({
  id: "bq_1",
  vendorName: "Hoovu Kala",
  vendorRating: 4.6,
  vendorVerified: true,
  price: 18000,
  included: "Balloon arch, backdrop with name",
  offering: { title: "Pastel balloon arch", slug: "pastel-balloon-arch-hk1" },
  validUntil: "2030-03-05",
  status: "quoted",
  quotedAt: "2030-03-01T06:30:00.000Z",
  advancePercent: 50,
  refunds: [
    { when: "48 hours or more before", refund: "100%" },
    { when: "Less than 24 hours before", refund: "No refund" },
  ],
  cancellationTerms: null,
  canAccept: true,
  ...overrides,
});

const brief: ConsumerBriefDetail = {
  id: "br_1",
  reference: "#000000B1",
  occasion: "Birthday",
  eventDate: "2030-03-10",
  locality: "HSR Layout",
  categories: ["decor"],
  status: "open",
  createdAt: "2030-03-01T06:00:00.000Z",
  vendorsCount: 3,
  quotesCount: 2,
  guests: 40,
  budgetMin: 10000,
  budgetMax: 25000,
  notes: "Pastel balloons",
  photos: [{ id: "bp_1", url: "/media/briefs/a.webp" }],
  quotes: [
    quote({
      id: "bq_2",
      vendorName: "Zenith Sound",
      vendorRating: null,
      vendorVerified: false,
      price: 15000,
      offering: null,
      advancePercent: null,
      refunds: null,
    }),
    quote({}),
  ],
  waitingCount: 1,
  declinedCount: 0,
  bookingId: null,
};

function renderAt(ui: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

/**
 * The brief's page through its route: its data as the server holds it (read again after a write), and its
 * clientAction calling the API (stubbed at fetch) from the browser.
 */
async function renderBrief(stored: () => ConsumerBriefDetail) {
  const Stub = createRoutesStub([
    {
      path: "/account/briefs/:id",
      Component: AccountBriefRoute as never,
      loader: () => ({ brief: stored() }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/briefs/br_1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Birthday in HSR Layout" });
}

describe("My requests", () => {
  it("lists each brief with its status and how many vendors quoted", () => {
    renderAt(<MyBriefsPage list={{ briefs: [brief] }} />);
    const list = within(screen.getByRole("list", { name: "My requests" }));
    expect(list.getByRole("link", { name: /Birthday in HSR Layout/ }).getAttribute("href")).toBe("/account/briefs/br_1");
    expect(list.getByText("Open")).toBeTruthy();
    expect(list.getByText("Sent to 3 vendors · 2 quotes")).toBeTruthy();
  });

  it("names the terms on each quote 'Cancellation policy', as the vendor wrote them", () => {
    renderAt(<MyBriefPage brief={brief} />);
    for (const card of [...screen.getByRole("list", { name: "Quotes" }).children] as HTMLElement[]) {
      const terms = within(card)
        .getAllByRole("term")
        .map((term) => term.textContent);
      expect(terms).toContain(BRIEF_COPY.cancellationPolicy);
      expect(terms).toContain("Cancellation policy");
      expect(terms).not.toContain("Refunds");
    }
  });

  it("compares quotes side by side: price, what is included, rating, verified badge, advance and refunds", () => {
    renderAt(<MyBriefPage brief={brief} />);
    const cards = [...screen.getByRole("list", { name: "Quotes" }).children] as HTMLElement[];
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Zenith Sound", "Hoovu Kala"]);
    const [newVendor, known] = cards.map((card) => within(card));
    expect(known!.getByText("₹18,000")).toBeTruthy();
    expect(known!.getByText("4.6 out of 5")).toBeTruthy();
    expect(known!.getByText("Verified")).toBeTruthy();
    expect(known!.getByText("50% to confirm")).toBeTruthy();
    expect(known!.getByText("48 hours or more before: 100%")).toBeTruthy();
    expect(known!.getByRole("link", { name: "Pastel balloon arch" }).getAttribute("href")).toBe("/offerings/pastel-balloon-arch-hk1");
    expect(newVendor!.getByText("New on Utsav")).toBeTruthy();
    expect(newVendor!.queryByText("Verified")).toBeNull();
    expect(newVendor!.getAllByText("Not stated")).toHaveLength(2);
    expect(screen.getByText("1 still deciding")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Reference photo 1" })).toBeTruthy();
  });

  it("accepts a quote after asking once, then links to the booking it became", async () => {
    const user = userEvent.setup();
    const booked: ConsumerBriefDetail = {
      ...brief,
      status: "booked",
      bookingId: "bk_9",
      quotes: [
        { ...brief.quotes[0]!, status: "closed", canAccept: false },
        { ...brief.quotes[1]!, status: "accepted", canAccept: false },
      ],
    };
    let stored = brief;
    const fetchMock = stubApi({
      "POST /api/consumer/briefs/br_1/quotes/bq_1/accept": () => {
        stored = booked;
        return ok(booked);
      },
    });
    await renderBrief(() => stored);
    await user.click(screen.getByRole("button", { name: "Accept Hoovu Kala's quote" }));
    const dialog = await findDialog("Accept this quote?");
    expect(within(dialog).getByText("Hoovu Kala: ₹18,000")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Accept Hoovu Kala's quote" }));
    expect((await screen.findByRole("link", { name: "View booking" })).getAttribute("href")).toBe("/account/bookings/bk_9");
    expect(fetchMock).toHaveBeenCalledWith("/api/consumer/briefs/br_1/quotes/bq_1/accept", expect.objectContaining({ method: "POST" }));
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(screen.getByText("Accepted")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
  });

  it("shows why an acceptance was refused, in the dialog", async () => {
    const user = userEvent.setup();
    stubApi({ "POST /api/consumer/briefs/br_1/quotes/bq_2/accept": fail(409, BRIEF_MESSAGES.quoteExpired) });
    await renderBrief(() => brief);
    await user.click(screen.getByRole("button", { name: "Accept Zenith Sound's quote" }));
    const dialog = await findDialog("Accept this quote?");
    await user.click(within(dialog).getByRole("button", { name: "Accept Zenith Sound's quote" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", BRIEF_MESSAGES.quoteExpired);
  });
});
