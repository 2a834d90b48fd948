import { fireEvent, screen, waitFor, within } from "expo-router/testing-library";
import { SHOPPER_MESSAGES_COPY as COPY } from "@utsav/domain/shopper";
import { consumer, shopperMessages } from "../../../test/fixtures/account";
import { homeEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { expectAccessibleControls } from "../../../test/accessible-controls";

// "Messages about your bookings" on the app's profile (docs/decisions/0074): the SMS as well as the app's notification.

const GET = "GET /api/consumer/messages";
const PUT = "PUT /api/consumer/messages";

function openProfile(messages: Parameters<FakeApi["on"]>[1] = shopperMessages(false, 1)) {
  const api = createFakeApi().on("GET /api/consumer", consumer()).on("GET /api/home", homeEnvelope()).on(GET, messages);
  return { api, app: renderApp("/profile", { api, token: "kept-token" }) };
}

const box = () => screen.getByRole("checkbox", { name: COPY.smsWithPush });

describe("the SMS as well as the app's notification", () => {
  it("shows the choice and this account's phones, and saves a tick at once", async () => {
    const { api } = openProfile();
    api.on(PUT, shopperMessages(true, 1));
    expect(await screen.findByRole("header", { name: COPY.title })).toBeOnTheScreen();
    expect(await screen.findByText("The app's notifications are on for 1 phone.")).toBeOnTheScreen();
    expect(screen.getByText(COPY.hint)).toBeOnTheScreen();
    expect(box()).not.toBeChecked();
    expectAccessibleControls();
    fireEvent.press(box());
    expect(await screen.findByText(COPY.saved)).toBeOnTheScreen();
    expect(box()).toBeChecked();
    expect(api.calls(PUT).map((call) => call.body)).toEqual([{ smsWithPush: true }]);
    expect(api.calls(PUT)[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("says that messages come by SMS while no phone gets notifications", async () => {
    openProfile(shopperMessages(false, 0));
    expect(await screen.findByText(/No phone gets the app's notifications for your account yet/)).toBeOnTheScreen();
  });

  it("puts the box back and says why when the save is refused", async () => {
    const { api } = openProfile(shopperMessages(true, 2));
    api.on(PUT, failure(500, "Something went wrong. Please try again later."));
    await screen.findByText("The app's notifications are on for 2 phones.");
    expect(box()).toBeChecked();
    fireEvent.press(box());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Something went wrong. Please try again later.")).toBeOnTheScreen();
    await waitFor(() => expect(box()).toBeChecked());
    expect(screen.queryByText(COPY.saved)).not.toBeOnTheScreen();
  });

  it("offers Try again when the settings cannot be loaded", async () => {
    const { api } = openProfile(failure(503, "The service is unavailable. Please try again in a moment."));
    expect(await screen.findByText("The service is unavailable. Please try again in a moment.")).toBeOnTheScreen();
    expect(screen.queryByRole("checkbox", { name: COPY.smsWithPush })).not.toBeOnTheScreen();
    api.on(GET, shopperMessages(false, 1));
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("checkbox", { name: COPY.smsWithPush })).toBeOnTheScreen();
  });
});
