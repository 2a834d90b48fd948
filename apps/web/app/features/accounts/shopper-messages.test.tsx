import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMON_COPY, SHOPPER_MESSAGES_COPY as COPY } from "@utsav/domain/client";
import { renderWithRouter } from "../../../test/render";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import { ShopperMessages } from "./shopper-messages";

// "Messages about your bookings" in the profile (docs/decisions/0074): the SMS as well as the app's notification.

const GET = "GET /api/consumer/messages";
const PUT = "PUT /api/consumer/messages";
const box = () => screen.getByRole("checkbox", { name: COPY.smsWithPush }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the SMS as well as the app's notification", () => {
  it("shows the choice and the phones that get notifications, and saves a tick at once", async () => {
    const fetchMock = stubApi({ [GET]: ok({ smsWithPush: false, pushPhones: 2 }), [PUT]: ok({ smsWithPush: true, pushPhones: 2 }) });
    renderWithRouter(<ShopperMessages />);
    expect(await screen.findByText("The app's notifications are on for 2 phones.")).toBeTruthy();
    expect(screen.getByRole("region", { name: COPY.title })).toBeTruthy();
    expect(box().checked).toBe(false);
    // The hint says what the box does, and is read with it.
    expect(box().getAttribute("aria-describedby")).toBe(screen.getByText(COPY.hint).id);
    await userEvent.click(box());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(COPY.saved));
    expect(box().checked).toBe(true);
    expect(bodiesSent(fetchMock, PUT)).toEqual([{ smsWithPush: true }]);
  });

  it("says that messages come by SMS while no phone gets notifications", async () => {
    stubApi({ [GET]: ok({ smsWithPush: false, pushPhones: 0 }) });
    renderWithRouter(<ShopperMessages />);
    expect(await screen.findByText(/No phone gets the app's notifications for your account yet/)).toBeTruthy();
  });

  it("puts the box back and says why when the save is refused", async () => {
    stubApi({
      [GET]: ok({ smsWithPush: true, pushPhones: 1 }),
      [PUT]: fail(503, "The service is unavailable. Please try again in a moment.", "DATABASE_UNAVAILABLE"),
    });
    renderWithRouter(<ShopperMessages />);
    await screen.findByText("The app's notifications are on for 1 phone.");
    expect(box().checked).toBe(true);
    await userEvent.click(box());
    expect((await screen.findByRole("alert")).textContent).toBe("The service is unavailable. Please try again in a moment.");
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(false);
  });

  it("says so when the settings cannot be loaded, with no box to tick, and tries again", async () => {
    stubApi({ [GET]: [new Error("offline"), ok({ smsWithPush: true, pushPhones: 1 })] });
    renderWithRouter(<ShopperMessages />);
    expect((await screen.findByRole("alert")).textContent).toBe(COPY.loadFailed);
    expect(screen.queryByRole("checkbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: COMMON_COPY.retry }));
    expect(((await screen.findByRole("checkbox", { name: COPY.smsWithPush })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
