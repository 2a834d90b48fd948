import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { BOOKING_ALERT_CHANNELS, VENDOR_PROFILE_MESSAGES } from "@utsav/domain/vendor-app";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { contactSection, SAVED_CONTACT, savedProfile, unsavedContactSection } from "../../../test/fixtures/vendor-alerts";
import { renderApp } from "../../../test/render-app";
import { openOnWebsite } from "../../shared/lib/open-on-website";

jest.mock("../../shared/lib/open-on-website", () => ({ openOnWebsite: jest.fn(async () => ({ ok: true })) }));

const SECTION = "GET /api/vendor/profile/section/contact";
const SAVE = "POST /api/vendor/profile/section/contact/save";
const VENDOR = { token: "vendor:kept-token" };

const checkbox = (name: string) => screen.getByRole("checkbox", { name });
const isChecked = (name: string) => checkbox(name).props.accessibilityState.checked as boolean;

function openAlerts(api: FakeApi) {
  return renderApp("/vendor/alerts", { api, ...VENDOR });
}

beforeEach(() => jest.mocked(openOnWebsite).mockClear());

describe("the vendor's booking alerts", () => {
  it("shows the channels as the Contact section keeps them, with the web's words and where each goes", async () => {
    openAlerts(createFakeApi().on(SECTION, contactSection()));
    expect(await screen.findByRole("checkbox", { name: "SMS" })).toBeOnTheScreen();
    for (const { title, hint } of BOOKING_ALERT_CHANNELS) {
      expect(checkbox(title)).toBeOnTheScreen();
      expect(screen.getByText(hint)).toBeOnTheScreen();
    }
    expect(isChecked("SMS")).toBe(true);
    expect(isChecked("Email")).toBe(true);
    expect(isChecked("WhatsApp")).toBe(false);
    expect(screen.getByText("Email: asha@bloomstudio.in")).toBeOnTheScreen();
    expect(screen.getByText("WhatsApp: +919845067890")).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("saves the whole section as read, with only the alerts changed, and says so", async () => {
    const api = createFakeApi()
      .on(SECTION, contactSection())
      .on(SAVE, (request) => ({ body: savedProfile(request.body as never) }));
    openAlerts(api);
    fireEvent.press(await screen.findByRole("checkbox", { name: "WhatsApp" }));
    fireEvent.press(checkbox("Email"));
    fireEvent.press(screen.getByRole("button", { name: "Save booking alerts" }));

    expect(await screen.findByText("Booking alerts saved.")).toBeOnTheScreen();
    const [sent] = api.calls(SAVE);
    expect(sent?.headers.authorization).toBe("Bearer kept-token");
    expect(sent?.body).toEqual({
      contactName: SAVED_CONTACT.contactName,
      phoneNumber: SAVED_CONTACT.phoneNumber,
      email: SAVED_CONTACT.email,
      whatsappNumber: SAVED_CONTACT.whatsappNumber,
      bookingAlerts: { sms: true, email: false, whatsapp: true },
    });
    // What the server saved is what the screen now shows.
    expect(isChecked("WhatsApp")).toBe(true);
    expect(isChecked("Email")).toBe(false);
  });

  it("keeps the web's rules before sending: a channel at least, WhatsApp only with a number, email alone only with an address", async () => {
    const api = createFakeApi().on(SECTION, contactSection({ email: null, whatsappNumber: null }));
    openAlerts(api);
    fireEvent.press(await screen.findByRole("checkbox", { name: "SMS" }));
    fireEvent.press(checkbox("Email"));
    fireEvent.press(screen.getByRole("button", { name: "Save booking alerts" }));
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.alertsNeeded)).toBeOnTheScreen();

    fireEvent.press(checkbox("WhatsApp"));
    fireEvent.press(screen.getByRole("button", { name: "Save booking alerts" }));
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.alertsNeedWhatsapp)).toBeOnTheScreen();

    fireEvent.press(checkbox("WhatsApp"));
    fireEvent.press(checkbox("Email"));
    fireEvent.press(screen.getByRole("button", { name: "Save booking alerts" }));
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.alertsNeedEmail)).toBeOnTheScreen();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it("shows the API's refusal in its words and keeps the choice", async () => {
    const api = createFakeApi().on(SECTION, contactSection()).on(SAVE, failure(400, "Contact name must be at least 2 characters"));
    openAlerts(api);
    fireEvent.press(await screen.findByRole("checkbox", { name: "WhatsApp" }));
    fireEvent.press(screen.getByRole("button", { name: "Save booking alerts" }));
    expect(await screen.findByText("Contact name must be at least 2 characters")).toBeOnTheScreen();
    expect(screen.queryByText("Booking alerts saved.")).not.toBeOnTheScreen();
    expect(isChecked("WhatsApp")).toBe(true);
  });

  it("opens the Contact section on the website, signed in, to change where alerts go", async () => {
    openAlerts(createFakeApi().on(SECTION, contactSection()));
    fireEvent.press(await screen.findByRole("link", { name: "Edit contact details on the website" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenLastCalledWith(expect.anything(), "/vendor/profile/contact"));
  });

  it("before the Contact section is saved, says so and opens it on the website", async () => {
    const api = createFakeApi().on(SECTION, unsavedContactSection());
    openAlerts(api);
    expect(await screen.findByText("Please complete these sections first: Contact")).toBeOnTheScreen();
    expect(screen.queryByRole("checkbox", { name: "SMS" })).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Open on the website" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenLastCalledWith(expect.anything(), "/vendor/profile/contact"));
    expectAccessibleControls();
  });

  it("shows the API's message with Try again when the section cannot be read", async () => {
    const api = createFakeApi().on(SECTION, failure(500, "Something went wrong"));
    openAlerts(api);
    expect(await screen.findByText("Something went wrong")).toBeOnTheScreen();
    api.on(SECTION, contactSection());
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("checkbox", { name: "SMS" })).toBeOnTheScreen();
  });

  it("sends a shopper, or someone signed out, to the vendor's sign-in", async () => {
    const api = createFakeApi().on(SECTION, contactSection());
    const app = renderApp("/vendor/alerts", { api, token: "kept-token" });
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/login"));
    act(() => app.unmount());
    const guest = renderApp("/vendor/alerts", { api });
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    expect(api.calls(SECTION)).toHaveLength(0);
  });
});
