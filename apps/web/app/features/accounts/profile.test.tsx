import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, messageFor, UPLOAD } from "@utsav/domain/client";
import type { ConsumerUser } from "@utsav/domain";
import { renderWithRouter } from "../../../test/render";
import ProfileDialog from "./profile-dialog";
import { ProfileForm } from "./profile-form";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";

const PUT = "PUT /api/consumer";
const UPLOAD_CALL = "POST /api/upload";
const asha: ConsumerUser = { fullName: "Asha Rao", email: null, mobile: "+919876543210", profileImage: null, companyName: "Acme" };

/** The profile's calls when it opens: the profile, and the message settings below it (docs/decisions/0074). */
const opened = { "GET /api/consumer": ok({ user: asha }), "GET /api/consumer/messages": ok({ smsWithPush: false, pushPhones: 0 }) };

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ProfileDialog", () => {
  it("opens as 'Profile' and loads the signed-in consumer", async () => {
    stubApi(opened);
    renderWithRouter(<ProfileDialog open onOpenChange={() => undefined} />);
    const dialog = await findDialog("Profile");
    await waitFor(() => expect((within(dialog).getByRole("textbox", { name: /Name/ }) as HTMLInputElement).value).toBe("Asha Rao"));
    expect((within(dialog).getByRole("textbox", { name: "Phone Number" }) as HTMLInputElement).value).toBe("+91 98765 43210");
  });

  it("says why the profile could not be loaded", async () => {
    stubApi({ "GET /api/consumer": fail(401, "Please sign in to continue", "UNAUTHENTICATED") });
    renderWithRouter(<ProfileDialog open onOpenChange={() => undefined} />);
    expect(await screen.findByText("Please sign in to continue")).toBeTruthy();
  });
});

describe("signing out of all devices", () => {
  it("ends every session of the shopper and closes the profile", async () => {
    const fetchMock = stubApi({
      ...opened,
      "POST /api/auth/consumer/logout-everywhere": ok({ loggedOut: true, sessionsEnded: 3 }),
    });
    const onOpenChange = vi.fn();
    renderWithRouter(<ProfileDialog open onOpenChange={onOpenChange} />);
    const dialog = await findDialog("Profile");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Sign out of all devices" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodiesSent(fetchMock, "POST /api/auth/consumer/logout-everywhere")).toHaveLength(1);
  });

  it("says so when it could not, and stays open", async () => {
    stubApi({
      ...opened,
      "POST /api/auth/consumer/logout-everywhere": fail(
        503,
        "The service is unavailable. Please try again in a moment.",
        "DATABASE_UNAVAILABLE",
      ),
    });
    const onOpenChange = vi.fn();
    renderWithRouter(<ProfileDialog open onOpenChange={onOpenChange} />);
    const dialog = await findDialog("Profile");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Sign out of all devices" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The service is unavailable. Please try again in a moment.");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("ProfileForm: view and edit (application §4, §5)", () => {
  it("shows the saved values read-only, with the phone formatted and never editable", () => {
    stubApi({});
    renderWithRouter(<ProfileForm user={asha} />);
    expect(field(/Name/).readOnly).toBe(true);
    expect(field(/Company name/).value).toBe("Acme");
    expect((screen.getByRole("checkbox", { name: /corporate/ }) as HTMLInputElement).disabled).toBe(true);
    expect(field(/Phone Number/).value).toBe("+91 98765 43210");
    expect(field(/Phone Number/).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("enables Save once something changed, and Cancel restores the last saved values", async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithRouter(<ProfileForm user={asha} />);
    await user.click(button("Edit"));
    expect(field(/Phone Number/).readOnly).toBe(true);
    expect(button("Save").disabled).toBe(true);
    await user.type(field(/Email/), "asha@example.com");
    expect(button("Save").disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: /corporate/ }));
    expect(screen.queryByRole("textbox", { name: /Company name/ })).toBeNull();
    await user.click(button("Cancel"));
    expect(field(/Email/).value).toBe("");
    expect(field(/Company name/).value).toBe("Acme");
    expect(button("Edit")).toBeTruthy();
  });

  it("gives the name field focus within the Edit click, so a field chosen straight after keeps its typing", () => {
    stubApi({});
    renderWithRouter(<ProfileForm user={asha} />);
    fireEvent.click(button("Edit"));
    expect(document.activeElement).toBe(field(/Name/));
    field(/Email/).focus();
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        expect(document.activeElement).toBe(field(/Email/));
        resolve();
      }),
    );
  });

  it("checks the name, the e-mail and the company before saving", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithRouter(<ProfileForm user={asha} />);
    await user.click(button("Edit"));
    await user.clear(field(/Name/));
    await user.type(field(/Email/), "asha@");
    await user.clear(field(/Company name/));
    await user.click(button("Save"));
    expect(screen.getByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.companyRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(/Name/));
    await user.type(field(/Email/), "example.com");
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves trimmed values, an unticked company cleared, and returns to view mode", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [PUT]: ok({ user: { ...asha, email: "asha@example.com", companyName: null } }) });
    renderWithRouter(<ProfileForm user={asha} />);
    await user.click(button("Edit"));
    await user.type(field(/Email/), " asha@example.com ");
    await user.click(screen.getByRole("checkbox", { name: /corporate/ }));
    await user.click(button("Save"));
    await screen.findByRole("button", { name: "Edit" });
    expect(bodiesSent(fetchMock, PUT)).toEqual([{ fullName: "Asha Rao", email: "asha@example.com", companyName: "" }]);
    expect(field(/Email/).value).toBe("asha@example.com");
    expect(screen.queryByRole("textbox", { name: /Company name/ })).toBeNull();
  });

  it("shows a failed save in a dismissible red card, keeping the edits", async () => {
    const user = userEvent.setup();
    stubApi({ [PUT]: fail(500, null) });
    renderWithRouter(<ProfileForm user={asha} />);
    await user.click(button("Edit"));
    await user.type(field(/Email/), "asha@example.com");
    await user.click(button("Save"));
    const card = await screen.findByRole("alert");
    expect(card.textContent).toBe(MESSAGES.profileSaveFailed);
    expect(field(/Email/).value).toBe("asha@example.com");
    await user.click(within(card).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();

    stubApi({ [PUT]: fail(400, MESSAGES.emailInvalid) });
    await user.click(button("Save"));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.emailInvalid);
  });
});

describe("ProfileForm: picture (application §2, §4, §5, §8)", () => {
  const png = (bytes: number, name = "me.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" });

  async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
    await user.click(button("Change profile picture"));
    const chooser = await findDialog("Choose Image Source");
    expect(within(chooser).getByText("Select how you would like to add an image")).toBeTruthy();
    expect(within(chooser).getByRole("button", { name: "Choose from Gallery" })).toBeTruthy();
    const input = within(chooser).getByLabelText("Image file") as HTMLInputElement;
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    await user.upload(input, file);
  }

  it("refuses a file over 2 MB in the browser", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithRouter(<ProfileForm user={asha} />);
    await chooseFile(user, png(UPLOAD.maxFileBytes + 1, "big.png"));
    expect(await screen.findByText(messageFor.filesTooLarge(["big.png"], UPLOAD.maxFileBytes))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads with 'Uploading...' over the avatar, then keeps the picture on the profile", async () => {
    const user = userEvent.setup();
    let finishUpload: () => void = () => undefined;
    const fetchMock = stubApi({
      [UPLOAD_CALL]: () => new Promise((resolve) => (finishUpload = () => resolve(ok({ profileImage: "/media/p/abc.webp" })))),
      [PUT]: ok({ user: { ...asha, profileImage: "/media/p/abc.webp" } }),
    });
    const { container } = renderWithRouter(<ProfileForm user={asha} />);
    await chooseFile(user, png(1024));
    expect(await screen.findByText("Uploading...")).toBeTruthy();
    expect(button("Change profile picture").disabled).toBe(true);
    finishUpload();
    await waitFor(() => expect(screen.queryByText("Uploading...")).toBeNull());
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/p/abc.webp");

    const form = bodiesSent(fetchMock, UPLOAD_CALL)[0] as FormData;
    expect(form.get("fileType")).toBe("consumer_profile_image");
    expect((form.get("files") as File).name).toBe("me.png");
    expect(bodiesSent(fetchMock, PUT)).toEqual([
      { fullName: "Asha Rao", email: "", companyName: "Acme", profileImage: "/media/p/abc.webp" },
    ]);
  });

  it("only logs a failed upload", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubApi({ [UPLOAD_CALL]: fail(400, "Only images and PDF files can be uploaded") });
    const { container } = renderWithRouter(<ProfileForm user={asha} />);
    await chooseFile(user, png(1024));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(MESSAGES.profileImageFailed, expect.any(Error)));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });
});
