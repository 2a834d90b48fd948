import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import * as ImagePicker from "expo-image-picker";
import { addDays, BRIEF_MESSAGES, formatLongDate, indianDate } from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { codeSent, verified } from "../../../test/fixtures/account";
import { briefDetail, briefEnvelope, briefPhotosUploaded } from "../../../test/fixtures/briefs";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Requesting proposals in the app (docs/decisions/0065): the brief at the web's address, checked by the API's rule,
// sign-in at Send keeping the answers, the photos uploaded first, and the server's refusal in its words.

const SEND = "POST /api/consumer/briefs";
const PHOTOS = "POST /api/consumer/briefs/photos";
const EVENT_DATE = addDays(indianDate(), 20);

async function openForm(api: FakeApi, token: string | null = null) {
  const app = renderApp("/request-proposals", { api, token });
  await screen.findByRole("header", { name: "Tell us about your event" });
  return app;
}

/** The answers a shopper gives: a birthday's decor in HSR Layout for 40, ₹10,000 to ₹25,000. */
function fillBrief() {
  fireEvent.press(screen.getByRole("radio", { name: "Birthday" }));
  fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), EVENT_DATE);
  fireEvent.changeText(screen.getByLabelText("Locality or pincode"), "HSR Layout");
  fireEvent.changeText(screen.getByLabelText("Guests or units, required"), "40");
  fireEvent.changeText(screen.getByLabelText("Budget from (₹), required"), "10,000");
  fireEvent.changeText(screen.getByLabelText("Budget up to (₹), required"), "25000");
  fireEvent.press(screen.getByRole("checkbox", { name: "Decor" }));
}

const sendButton = () => screen.getByRole("button", { name: "Request proposals" });

const BODY = {
  occasion: "Birthday",
  eventDate: EVENT_DATE,
  locality: "HSR Layout",
  guests: 40,
  budgetMin: 10000,
  budgetMax: 25000,
  categories: ["decor"],
  notes: "",
  photoIds: [],
};

describe("requesting proposals", () => {
  it("has a signed-out shopper sign in at Send, keeps the answers, sends the brief and opens it", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(false))
      .on(SEND, briefEnvelope())
      .on("GET /api/consumer/briefs/br1", briefEnvelope());
    const app = await openForm(api);
    expect(screen.getByText(/You sign in with a code sent to your phone when you send\./)).toBeOnTheScreen();
    fillBrief();
    expect(screen.getByText(formatLongDate(EVENT_DATE))).toBeOnTheScreen();
    fireEvent.press(sendButton());
    await waitFor(() => expect(app.getPathname()).toBe("/login"));
    expect(api.calls(SEND)).toHaveLength(0);
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    await screen.findByText("We sent a 6-digit code to +91 98450 12345");
    "123456".split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
    expect(await screen.findByText("Sent to 3 vendors · 0 quotes")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/account/briefs/br1");
    expect(screen.getByText("No quotes yet. Vendors usually answer within a day; we send you an SMS when one arrives.")).toBeOnTheScreen();
    const [sent] = api.calls(SEND);
    expect(sent?.body).toEqual(BODY);
    expect(sent?.headers.authorization).toBe("Bearer new-session-token");
    expect(api.calls(PHOTOS)).toHaveLength(0);
  });

  it("checks every field with the web's words before anything is sent, each error beside its field", async () => {
    const api = createFakeApi();
    await openForm(api, "kept-token");
    fireEvent.press(sendButton());
    for (const message of [
      BRIEF_MESSAGES.occasionRequired,
      BRIEF_MESSAGES.dateRequired,
      BRIEF_MESSAGES.localityRequired,
      BRIEF_MESSAGES.guestsInvalid,
      BRIEF_MESSAGES.categoriesRequired,
    ])
      expect(screen.getByText(`⚠ ${message}`)).toBeOnTheScreen();
    expect(screen.getAllByText(`⚠ ${BRIEF_MESSAGES.budgetRequired}`)).toHaveLength(2);
    fillBrief();
    fireEvent.changeText(screen.getByLabelText("Budget from (₹), required"), "30000");
    fireEvent.changeText(screen.getByLabelText("Notes"), "Call me on 98450 12345");
    fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), addDays(indianDate(), -1));
    fireEvent.press(sendButton());
    expect(screen.getByText(`⚠ ${BRIEF_MESSAGES.budgetOrder}`)).toBeOnTheScreen();
    expect(screen.getByText(`⚠ ${BRIEF_MESSAGES.dateInPast}`)).toBeOnTheScreen();
    expect(screen.getByText("⚠ Please remove phone numbers, links and e-mail addresses: contact stays on Utsav.")).toBeOnTheScreen();
    expect(screen.queryByText(`⚠ ${BRIEF_MESSAGES.occasionRequired}`)).not.toBeOnTheScreen();
    expect(api.calls(SEND)).toHaveLength(0);
    expectAccessibleControls();
  });

  it("shows the server's refusal in its words and keeps the answers to try again", async () => {
    const api = createFakeApi().on(SEND, failure(422, BRIEF_MESSAGES.noVendors, "NO_MATCHING_VENDORS"));
    const app = await openForm(api, "kept-token");
    fillBrief();
    fireEvent.press(sendButton());
    expect(await screen.findByRole("alert", { name: BRIEF_MESSAGES.noVendors })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/request-proposals");
    expect(screen.getByLabelText("Guests or units, required")).toHaveProp("value", "40");
    api.on(SEND, failure(409, BRIEF_MESSAGES.openLimit, "OPEN_LIMIT"));
    fireEvent.press(sendButton());
    expect(await screen.findByText(BRIEF_MESSAGES.openLimit)).toBeOnTheScreen();
    expect(screen.queryByText(BRIEF_MESSAGES.noVendors)).not.toBeOnTheScreen();
  });

  it("uploads the chosen photos first and names them in the brief; a refused upload sends nothing", async () => {
    jest
      .spyOn(ImagePicker, "requestMediaLibraryPermissionsAsync")
      .mockResolvedValue({ granted: true, status: ImagePicker.PermissionStatus.GRANTED, expires: "never", canAskAgain: true });
    const asset = { width: 800, height: 600, mimeType: "image/jpeg", fileSize: 300_000 };
    jest.spyOn(ImagePicker, "launchImageLibraryAsync").mockResolvedValue({
      canceled: false,
      assets: [
        { uri: "file:///photos/arch.jpg", fileName: "arch.jpg", ...asset },
        { uri: "file:///photos/cake.jpg", fileName: "cake.jpg", ...asset },
      ],
    });
    const api = createFakeApi()
      .on(PHOTOS, failure(413, "Each file must be 2 MB or smaller"))
      .on(SEND, briefEnvelope(briefDetail({ photos: [{ id: "bp1", url: "/media/briefs/bp1.webp" }] })))
      .on("GET /api/consumer/briefs/br1", briefEnvelope());
    const app = await openForm(api, "kept-token");
    fillBrief();
    await act(async () => fireEvent.press(screen.getByRole("button", { name: "Add photos" })));
    expect(screen.getByText("2 of 5 photos added")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Remove: Reference photo 2" })).toBeOnTheScreen();
    fireEvent.press(sendButton());
    expect(await screen.findByText("Each file must be 2 MB or smaller")).toBeOnTheScreen();
    expect(api.calls(SEND)).toHaveLength(0);
    api.on(PHOTOS, briefPhotosUploaded(["bp1", "bp2"]));
    fireEvent.press(sendButton());
    await waitFor(() => expect(app.getPathname()).toBe("/account/briefs/br1"));
    expect(api.calls(SEND)[0]?.body).toEqual({ ...BODY, photoIds: ["bp1", "bp2"] });
  });
});
