import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import * as ImagePicker from "expo-image-picker";
import { consumer } from "../../../test/fixtures/account";
import { homeEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const PICTURE = "/media/profile/0b6f3c2e-6a61-4a9e-9a3e-2f7f0f5d9c11.webp";

function openProfile(api = createFakeApi()) {
  api.on("GET /api/consumer", consumer());
  return { api, app: renderApp("/profile", { api, token: "kept-token" }) };
}

function pickFromGallery(asset: Partial<ImagePicker.ImagePickerAsset>) {
  jest
    .spyOn(ImagePicker, "requestMediaLibraryPermissionsAsync")
    .mockResolvedValue({ granted: true, status: ImagePicker.PermissionStatus.GRANTED, expires: "never", canAskAgain: true });
  jest.spyOn(ImagePicker, "launchImageLibraryAsync").mockResolvedValue({
    canceled: false,
    assets: [
      { uri: "file:///photos/me.jpg", width: 512, height: 512, fileName: "me.jpg", mimeType: "image/jpeg", fileSize: 200_000, ...asset },
    ],
  });
}

describe("profile", () => {
  it("shows the profile read-only, the phone number formatted and never editable", async () => {
    openProfile();
    expect(await screen.findByLabelText("Name")).toHaveProp("value", "Asha Rao");
    expect(screen.getByLabelText("Name")).toHaveProp("editable", false);
    expect(screen.getByLabelText("Phone Number")).toHaveProp("value", "+91 98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByLabelText("Name, required")).toHaveProp("editable", true);
    expect(screen.getByLabelText("Phone Number")).toHaveProp("editable", false);
  });

  it("enables Save only after a change, checks the e-mail, and Cancel restores the saved values", async () => {
    openProfile();
    fireEvent.press(await screen.findByRole("button", { name: "Edit" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    fireEvent.changeText(screen.getByLabelText("Email"), "asha@");
    fireEvent.press(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("⚠ Please enter a valid email address")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Email")).toHaveProp("value", "");
    expect(screen.getByRole("button", { name: "Edit" })).toBeOnTheScreen();
  });

  it("saves the changes, and shows a failed save in a card that can be dismissed", async () => {
    const { api } = openProfile();
    api.on("PUT /api/consumer", failure(500, "Failed to update profile. Please try again."));
    fireEvent.press(await screen.findByRole("button", { name: "Edit" }));
    fireEvent.changeText(screen.getByLabelText("Email"), "asha@example.in");
    fireEvent.press(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to update profile. Please try again.")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Failed to update profile. Please try again.")).not.toBeOnTheScreen();

    api.on("PUT /api/consumer", consumer({ email: "asha@example.in" }));
    fireEvent.press(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeOnTheScreen();
    expect(screen.getByLabelText("Email")).toHaveProp("value", "asha@example.in");
    expect(api.calls("PUT /api/consumer").at(-1)?.body).toEqual({ fullName: "Asha Rao", email: "asha@example.in", companyName: "" });
  });

  it("offers Gallery and Camera for the picture, and refuses one over 2 MB on the phone", async () => {
    const { api } = openProfile();
    pickFromGallery({ fileName: "big.jpg", fileSize: 3_000_000 });
    fireEvent.press(await screen.findByRole("button", { name: "Change profile picture" }));
    expect(screen.getByText("Select how you would like to add an image")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Camera" })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Gallery" }));
    expect(await screen.findByText("File(s) too large: big.jpg. Maximum size allowed is 2.0MB.")).toBeOnTheScreen();
    expect(api.calls("POST /api/upload")).toHaveLength(0);
  });

  it("uploads the chosen picture and keeps it on the profile", async () => {
    const { api } = openProfile();
    api.on(
      "POST /api/upload",
      ok(responseSchemas.uploadProfileImage, { profileImage: PICTURE, files: [{ name: "me.jpg", url: PICTURE }] }),
    );
    api.on("PUT /api/consumer", consumer({ profileImage: PICTURE }));
    pickFromGallery({});
    fireEvent.press(await screen.findByRole("button", { name: "Change profile picture" }));
    fireEvent.press(screen.getByRole("button", { name: "Gallery" }));
    await waitFor(() => expect(api.calls("PUT /api/consumer")).toHaveLength(1));
    const form = api.calls("POST /api/upload")[0]?.body as FormData;
    expect(form.get("fileType")).toBe("consumer_profile_image");
    expect(api.calls("PUT /api/consumer")[0]?.body).toEqual({ fullName: "Asha Rao", email: "", companyName: "", profileImage: PICTURE });
  });

  it("logs out on the server and on the phone, and goes home", async () => {
    const { api, app } = openProfile(createFakeApi().on("GET /api/home", homeEnvelope()));
    api.on("POST /api/auth/consumer/logout", ok(responseSchemas.logout, { loggedOut: true }));
    // The account's chosen locality, as the home band read it: the next person to sign in must not see it.
    app.queryClient.setQueryData(["location"], { locality: { name: "HSR Layout" } });
    fireEvent.press(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeOnTheScreen();
    expect(app.tokenStore.token).toBeNull();
    expect(app.queryClient.getQueryData(["location"])).toBeUndefined();
    expect(api.calls("POST /api/auth/consumer/logout")[0]?.headers.authorization).toBe("Bearer kept-token");
  });
});
