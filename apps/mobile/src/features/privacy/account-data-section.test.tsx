import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { accountExportFileName, indianDate, PRIVACY_COPY } from "@utsav/domain/shopper";
import { Alert, Share } from "react-native";
import { consumer } from "../../../test/fixtures/account";
import { homeEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Download my data, delete my account (docs/decisions/0031), on the profile screen.

const EXPORTED = {
  format: "utsav-my-data" as const,
  version: 1 as const,
  exportedAt: "2030-03-10T09:00:00.000Z",
  profile: {
    userId: "u-1",
    userType: "consumer",
    phone: "+919845012345",
    fullName: "Asha Rao",
    email: null,
    companyName: null,
    profileImage: null,
    locality: null,
    eventDate: null,
    smsWithPush: false,
    createdAt: "2030-01-01T09:00:00.000Z",
    updatedAt: "2030-01-01T09:00:00.000Z",
  },
  sessions: [],
  events: [],
  sharedWith: { vendors: ["Hoovu Kala Flower Decor"], serviceProviders: [] },
  bookings: [],
  briefs: [],
  unsentPhotos: [],
  callLeads: [],
};

function openProfile(api = createFakeApi()) {
  api.on("GET /api/consumer", consumer()).on("GET /api/home", homeEnvelope());
  return { api, app: renderApp("/profile", { api, token: "kept-token" }) };
}

async function openDeletion() {
  fireEvent.press(await screen.findByRole("button", { name: "Delete my account" }));
  return screen.findByRole("header", { name: "Delete your account?" });
}

describe("your data, on the profile", () => {
  it("hands the data to the share sheet as the JSON file's text", async () => {
    const share = jest.spyOn(Share, "share").mockResolvedValue({ action: Share.sharedAction });
    const { api } = openProfile();
    api.on("POST /api/consumer/account/export", ok(responseSchemas.exportMyData, EXPORTED));
    fireEvent.press(await screen.findByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [content, options] = share.mock.calls[0]!;
    expect(content).toMatchObject({ title: accountExportFileName(indianDate()) });
    expect(JSON.parse((content as { message: string }).message)).toEqual(EXPORTED);
    expect(options).toMatchObject({ dialogTitle: "My Utsav data" });
    expect(api.calls("POST /api/consumer/account/export")[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("says so when the data could not be prepared", async () => {
    const share = jest.spyOn(Share, "share");
    const { api } = openProfile();
    api.on("POST /api/consumer/account/export", failure(503, "Service unavailable. Please try again."));
    fireEvent.press(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Service unavailable. Please try again.")).toBeOnTheScreen();
    expect(share).not.toHaveBeenCalled();
  });

  it("asks before deleting: says what goes and what stays, and waits for the word", async () => {
    const { api } = openProfile();
    await openDeletion();
    for (const line of PRIVACY_COPY.removed) expect(screen.getByText(`• ${line}`)).toBeOnTheScreen();
    expect(screen.getByText(/rule 3\(1\)\(h\).*Erased on/)).toBeOnTheScreen();
    expect(screen.getByText(/Our audit log/)).toBeOnTheScreen();
    const remove = screen.getByRole("button", { name: "Delete permanently" });
    expect(remove).toBeDisabled();
    fireEvent.changeText(screen.getByLabelText("Type DELETE to confirm"), "DELET");
    expect(remove).toBeDisabled();
    fireEvent.press(screen.getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("header", { name: "Delete your account?" })).not.toBeOnTheScreen());
    expect(api.calls("POST /api/consumer/account/delete")).toHaveLength(0);
  });

  it("shows why the account cannot be deleted yet, and stays signed in", async () => {
    const { api, app } = openProfile();
    const refusal =
      "Your account cannot be deleted while you have open bookings: 1 booking is received or confirmed for a date still to come. Cancel them, or wait until their date has passed, then try again.";
    api.on("POST /api/consumer/account/delete", failure(409, refusal, "ACCOUNT_HAS_OPEN_WORK"));
    await openDeletion();
    fireEvent.changeText(screen.getByLabelText("Type DELETE to confirm"), "delete");
    fireEvent.press(screen.getByRole("button", { name: "Delete permanently" }));
    expect(await screen.findByText(refusal)).toBeOnTheScreen();
    expect(app.tokenStore.token).toBe("kept-token");
  });

  it("deletes the account, signs out, forgets the account's answers and goes back to the start", async () => {
    const alert = jest.spyOn(Alert, "alert").mockImplementation(() => undefined);
    const { api, app } = openProfile();
    api.on(
      "POST /api/consumer/account/delete",
      ok(responseSchemas.deleteMyAccount, {
        deleted: true,
        sessionsEnded: 2,
        kept: [{ what: "Our audit log", why: "Security", until: null }],
      }),
    );
    await openDeletion();
    fireEvent.changeText(screen.getByLabelText("Type DELETE to confirm"), " delete ");
    fireEvent.press(screen.getByRole("button", { name: "Delete permanently" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/");
    expect(app.tokenStore.token).toBeNull();
    expect(app.queryClient.getQueryData(["consumer"])).toBeUndefined();
    const sent = api.calls("POST /api/consumer/account/delete")[0];
    expect(sent?.body).toEqual({ confirm: "delete" });
    expect(sent?.headers.authorization).toBe("Bearer kept-token");
    expect(alert).toHaveBeenCalledWith("Account deleted", PRIVACY_COPY.deleted);
  });
});
