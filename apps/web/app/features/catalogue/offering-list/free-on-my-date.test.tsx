import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, AVAILABILITY_MESSAGES, indianDate } from "@utsav/domain/client";
import { ok, stubApi } from "../../../../test/api-stub";
import { OfferingList } from "./offering-list";
import { makeOffering } from "./test-offerings";

// decision 0058: once an event date is chosen, cards of vendors that cannot take it say so quietly, and lists can keep
// only the vendors free that day. The date is typed in the list and kept through the API, as the locality is.

const offerings = [
  makeOffering({ id: "HKGN1", title: "Marigold Arch", vendorName: "Hoovu Kala" }),
  makeOffering({ id: "ZS1", title: "Sound for 100", vendorName: "Zenith Sound" }),
];

function renderList(eventDate: string | null, unavailableOfferingIds: string[]) {
  const loader = vi.fn(() => ({ locality: null, unservedOfferingIds: [], eventDate, unavailableOfferingIds }));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader,
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ index: true, Component: () => <OfferingList title="Flower decor" offerings={offerings} /> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return loader;
}

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("article")!;
const day = addDays(indianDate(), 20);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("lists with a chosen event date", () => {
  it("dims the card of a vendor not free that day and says so; the list can keep only the free ones", async () => {
    renderList(day, ["ZS1"]);
    await screen.findByRole("heading", { name: "Sound for 100" });
    expect(within(card("Sound for 100")).getByText("Not free on your date")).toBeTruthy();
    expect(card("Sound for 100").hasAttribute("data-unavailable")).toBe(true);
    expect(within(card("Marigold Arch")).queryByText("Not free on your date")).toBeNull();
    // The field loads apart (React.lazy).
    expect(((await screen.findByLabelText("Your event date")) as HTMLInputElement).value).toBe(day);

    const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
    const tick = screen.getByRole("checkbox", { name: `Free on ${weekday.format(new Date(`${day}T12:00:00+05:30`))}` });
    await userEvent.setup().click(tick);
    expect(screen.queryByRole("heading", { name: "Sound for 100" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Marigold Arch" })).toBeTruthy();
  });

  it("offers the date field and no filter before a date is chosen; a typed date is kept and the page asks again", async () => {
    const fetchMock = stubApi({
      "PUT /api/location": ok({ locality: null, unservedOfferingIds: [], eventDate: day, unavailableOfferingIds: ["ZS1"] }),
    });
    const loader = renderList(null, []);
    await screen.findByRole("heading", { name: "Sound for 100" });
    expect(screen.queryByRole("checkbox", { name: /Free on/ })).toBeNull();
    expect(screen.queryByText("Not free on your date")).toBeNull();
    const calls = loader.mock.calls.length;
    fireEvent.change(await screen.findByLabelText("Your event date"), { target: { value: day } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ eventDate: day });
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(calls));
  });

  it("does not keep a date gone by: it says so when the field is left, and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderList(null, []);
    const field = await screen.findByLabelText("Your event date");
    fireEvent.change(field, { target: { value: addDays(indianDate(), -3) } });
    fireEvent.blur(field);
    expect((await screen.findByRole("alert")).textContent).toBe(AVAILABILITY_MESSAGES.eventDatePast);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});
