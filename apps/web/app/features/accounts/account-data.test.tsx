import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountExportFileName, indianDate, MESSAGES, PRIVACY_COPY, PRIVACY_MESSAGES, privacyMessageFor } from "@utsav/domain/client";
import type { ConsumerUser } from "@utsav/domain";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import type { Handler, Reply } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";
import { renderWithRouter } from "../../../test/render";
import { fetchedApi } from "../../../test/route-stub";
import { captureSavedFiles } from "../../../test/saved-files";
import * as accountDataRoute from "../../routes/account-data";
import { PageNotice } from "../../shared/ui/page-notice";
import ProfileDialog from "./profile-dialog";

// Download my data, delete my account (docs/decisions/0031), for a shopper: the /account/data page through its route
// (loader, clientAction, shouldRevalidate) under a stand-in of the root, whose loader reads the session as the real
// one does; and "Your data" in the profile popup.

const EXPORT = "POST /api/consumer/account/export";
const DELETE = "POST /api/consumer/account/delete";
const SESSION = "GET /api/auth/session";

const EXPORTED = {
  format: "utsav-my-data",
  version: 1,
  exportedAt: "2030-03-10T09:00:00.000Z",
  profile: { userId: "u-1", userType: "consumer", phone: "+919845012345", fullName: "Asha Rao", email: null },
  sessions: [],
  events: [],
  sharedWith: { vendors: ["Hoovu Kala Flower Decor"], serviceProviders: [] },
  bookings: [],
  briefs: [],
  unsentPhotos: [],
  callLeads: [],
};

const OPEN_WORK = privacyMessageFor.openWork("consumer", { bookings: 1, requests: 0, quotes: 0 });

afterEach(() => vi.unstubAllGlobals());

/** The session as GET /api/auth/session answers it: signed in until the account is deleted. */
function sessionOf(signedIn: boolean) {
  return ok(
    signedIn
      ? { isAuthenticated: true, userId: "u-1", userType: "consumer", isNewUser: false }
      : { isAuthenticated: false, userId: null, userType: null, isNewUser: false },
  );
}

/** The root's part here: it reads the session (read again after every act), and shows Login once signed out. */
function Root() {
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  return (
    <>
      <header>{signedIn ? <button type="button">Profile</button> : <button type="button">Login</button>}</header>
      <Outlet />
    </>
  );
}

/** Where a navigation ended that left the page under test. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** The home page's part here: its notice, and where it is. */
function Home() {
  return (
    <>
      <PageNotice />
      <Landed />
    </>
  );
}

/** /account/data as a shopper meets it: the session is signed in until the deletion (`deletion`) is answered 200. */
function renderPage({ exported, deletion }: { exported?: Handler; deletion?: Reply } = {}) {
  let signedIn = true;
  const fetchMock = stubApi({
    [SESSION]: () => sessionOf(signedIn),
    ...(exported ? { [EXPORT]: exported } : {}),
    ...(deletion
      ? {
          [DELETE]: () => {
            if (!(deletion instanceof Error) && (deletion.status ?? 200) === 200) signedIn = false;
            return deletion;
          },
        }
      : {}),
  });
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        Component: Root,
        HydrateFallback: () => null,
        loader: async () => {
          const session = (await (await fetch("/api/auth/session")).json()) as { data: { isAuthenticated: boolean } };
          return { signedIn: session.data.isAuthenticated };
        },
        children: [
          { index: true, Component: Home },
          {
            path: "account/data",
            Component: accountDataRoute.default as never,
            loader: accountDataRoute.loader as never,
            action: accountDataRoute.clientAction as never,
            shouldRevalidate: accountDataRoute.shouldRevalidate,
          },
          { path: "*", Component: Landed },
        ],
      },
    ],
    { api: fetchedApi, origin: "http://localhost", nonce: "" },
  );
  render(<Stub initialEntries={["/account/data"]} />);
  return fetchMock;
}

/** Opens "Delete your account?" from the page. */
async function openDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: PRIVACY_COPY.deleteAccount }));
  return findDialog(PRIVACY_COPY.deleteTitle);
}

describe("/account/data", () => {
  it("sends a guest to sign in first, and back here after", async () => {
    stubApi({ [SESSION]: sessionOf(false) });
    const Stub = createRoutesStub(
      [
        {
          path: "/account/data",
          Component: accountDataRoute.default as never,
          loader: accountDataRoute.loader as never,
          HydrateFallback: () => null,
        },
        { path: "*", Component: Landed },
      ],
      { api: fetchedApi, origin: "http://localhost", nonce: "" },
    );
    render(<Stub initialEntries={["/account/data"]} />);
    expect((await screen.findByTestId("landed")).textContent).toBe("/login?redirect=%2Faccount%2Fdata");
  });

  it("downloads the data as the server's JSON, under the day's file name", async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const fetchMock = renderPage({ exported: ok(EXPORTED) });
    expect(await screen.findByRole("heading", { level: 1, name: PRIVACY_COPY.sectionTitle })).toBeTruthy();
    const download = screen.getByRole("button", { name: PRIVACY_COPY.downloadData });
    expect(download.getAttribute("aria-describedby")).toBeTruthy();
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(accountExportFileName(indianDate()));
    expect(saved[0]!.type).toBe("application/json");
    expect(JSON.parse(await saved[0]!.text())).toEqual(EXPORTED);
    expect(bodiesSent(fetchMock, EXPORT)).toEqual([undefined]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when the data could not be prepared, and saves nothing", async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    renderPage({ exported: [fail(503, null), new TypeError("Failed to fetch")] });
    await user.click(await screen.findByRole("button", { name: PRIVACY_COPY.downloadData }));
    expect((await screen.findByRole("alert")).textContent).toBe(PRIVACY_MESSAGES.exportFailed);
    await user.click(screen.getByRole("button", { name: PRIVACY_COPY.downloadData }));
    // A server that cannot be reached says so in the network's words.
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.networkError));
    expect(saved).toEqual([]);
  });

  it("asks before deleting: says what goes and what stays, and waits for the word", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const dialog = await openDeletion(user);
    for (const line of PRIVACY_COPY.removed) expect(within(dialog).getByText(line)).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: PRIVACY_COPY.keptTitle })).toBeTruthy();
    expect(within(dialog).getByText(/rule 3\(1\)\(h\).*Erased on/)).toBeTruthy();
    expect(within(dialog).getByText(/^Our audit log/)).toBeTruthy();
    expect(within(dialog).getByText(PRIVACY_COPY.deleteLead)).toBeTruthy();

    const remove = within(dialog).getByRole("button", { name: PRIVACY_COPY.confirmDelete }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    const word = within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel });
    await user.type(word, "DELET");
    expect(remove.disabled).toBe(true);
    await user.type(word, "e");
    expect(remove.disabled).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: PRIVACY_COPY.keepAccount }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSent(fetchMock, DELETE)).toEqual([]);
    // Asked again, it starts empty.
    const again = await openDeletion(user);
    expect((within(again).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }) as HTMLInputElement).value).toBe("");
  });

  it("shows why the account cannot be deleted yet (409), and stays signed in on the page", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ deletion: fail(409, OPEN_WORK, "ACCOUNT_HAS_OPEN_WORK") });
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }), "delete");
    await user.click(within(dialog).getByRole("button", { name: PRIVACY_COPY.confirmDelete }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(OPEN_WORK);
    // Still signed in, on the page (under the question, which hides the rest of the page from assistive technology).
    expect(screen.getByRole("button", { name: "Profile", hidden: true })).toBeTruthy();
    expect(screen.queryByTestId("landed")).toBeNull();
    // A refusal changed nothing: the page's loader is not read again.
    expect(callsMade(fetchMock).filter((call) => call === SESSION)).toHaveLength(3);
  });

  it("deletes with the keyboard alone, signs out, and goes home saying so", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      deletion: ok({ deleted: true, sessionsEnded: 2, kept: [{ what: "Our audit log", why: "Security", until: null }] }),
    });
    const ask = await screen.findByRole("button", { name: PRIVACY_COPY.deleteAccount });
    ask.focus();
    await user.keyboard("{Enter}");
    const dialog = await findDialog(PRIVACY_COPY.deleteTitle);
    // The question holds the focus; the word is typed and sent with Enter.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }).focus();
    await user.keyboard(" delete {Enter}");

    expect((await screen.findByRole("status")).textContent).toBe(PRIVACY_COPY.deleted);
    expect(screen.getByTestId("landed").textContent).toBe("/");
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bodiesSent(fetchMock, DELETE)).toEqual([{ confirm: "delete" }]);
    // The root's loader was read again (signed out); the page's was not, which would have sent the person to sign in.
    expect(callsMade(fetchMock).filter((call) => call === SESSION)).toHaveLength(3);
  });
});

describe("Your data, in the profile popup", () => {
  const asha: ConsumerUser = { fullName: "Asha Rao", email: null, mobile: "+919845012345", profileImage: null, companyName: null };
  const opened = { "GET /api/consumer": ok({ user: asha }), "GET /api/consumer/messages": ok({ smsWithPush: false, pushPhones: 0 }) };

  it("downloads the data from the popup", async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    stubApi({ ...opened, [EXPORT]: ok(EXPORTED) });
    renderWithRouter(<ProfileDialog open onOpenChange={() => undefined} />);
    const dialog = await findDialog("Profile");
    const part = within(dialog).getByRole("region", { name: PRIVACY_COPY.sectionTitle });
    await user.click(within(part).getByRole("button", { name: PRIVACY_COPY.downloadData }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ profile: { phone: "+919845012345" } });
  });

  it("leads to the page that asks before deleting, closing the popup", async () => {
    const user = userEvent.setup();
    stubApi(opened);
    const onOpenChange = vi.fn();
    renderWithRouter(<ProfileDialog open onOpenChange={onOpenChange} />);
    const dialog = await findDialog("Profile");
    const link = await within(dialog).findByRole("link", { name: PRIVACY_COPY.deleteAccount });
    expect(link.getAttribute("href")).toBe("/account/data");
    await user.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
