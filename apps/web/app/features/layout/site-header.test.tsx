import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANIMATION_MS, chatLink, formatPhoneDisplay, SUPPORT } from "@utsav/domain/client";
import { ok, stubApi } from "../../../test/api-stub";
import { renderWithRouter } from "../../../test/render";
import { SiteHeader } from "./site-header";
import { findDialog } from "../../../test/dialog";

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderHeader(path = "/") {
  return renderWithRouter(
    <>
      <SiteHeader />
      <CurrentPath />
    </>,
    { path },
  );
}

const pill = () => within(screen.getByRole("navigation", { name: "Explore sections" }));
const currentPath = () => screen.getByRole("status", { name: "Current path" }).textContent;

describe("SiteHeader explore sections", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("highlights the section of the path on load", () => {
    renderHeader("/decor");
    expect(pill().getByRole("link", { name: "Decor" }).getAttribute("aria-current")).toBe("page");
    expect(pill().getByRole("link", { name: "Gifts" }).hasAttribute("aria-current")).toBe(false);
  });

  it("marks a new section at once and replaces the route after the nav animation", () => {
    vi.useFakeTimers();
    renderHeader("/");
    fireEvent.click(pill().getByRole("link", { name: "Gifts" }));
    expect(pill().getByRole("link", { name: "Gifts" }).getAttribute("aria-current")).toBe("page");
    expect(currentPath()).toBe("/");
    act(() => {
      vi.advanceTimersByTime(ANIMATION_MS.nav);
    });
    expect(currentPath()).toBe("/gifts");
    expect(pill().getByRole("link", { name: "Gifts" }).getAttribute("aria-current")).toBe("page");
  });

  it("returns home when the active section is tapped again", () => {
    vi.useFakeTimers();
    renderHeader("/sweets");
    fireEvent.click(pill().getByRole("link", { name: "Sweets" }));
    expect(pill().getByRole("link", { name: "Sweets" }).hasAttribute("aria-current")).toBe(false);
    act(() => {
      vi.advanceTimersByTime(ANIMATION_MS.nav);
    });
    expect(currentPath()).toBe("/");
  });
});

describe("SiteHeader popups and menus", () => {
  it("links the logo home and the search button to search", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Utsav home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Search" }).getAttribute("href")).toBe("/search");
  });

  it("shows the city popup with Bengaluru selected", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: /Bengaluru/ }));
    const dialog = await findDialog("Select your City");
    expect(within(dialog).getByRole("button", { name: "Bengaluru" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(dialog).getByText("Right now in Bengaluru, soon in more cities!")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("chooses a locality by pincode in the location popup, keeps it through the API and shows it on the button", async () => {
    const hsr = { name: "HSR Layout", pincodes: ["560102"], lat: 12.9116, lon: 77.6474 };
    const fetchMock = stubApi({
      "GET /api/localities?q=560102": ok({ localities: [hsr] }),
      "PUT /api/location": ok({ locality: hsr, unservedOfferingIds: [] }),
    });
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader locality="Whitefield" />, { path: "/" });
    await user.click(screen.getByRole("button", { name: "Location: Whitefield. Change city or locality" }));
    const dialog = await findDialog("Select your City");
    await user.type(await within(dialog).findByRole("searchbox", { name: "Your locality" }), "560102");
    await user.click(await within(dialog).findByRole("button", { name: /HSR Layout/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ locality: "HSR Layout" });
    vi.unstubAllGlobals();
  });

  it("offers Login in the menu and opens Help & Support with e-mail, phone and chat on one number", async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButtons = screen.getAllByRole("button", { name: "Menu" });
    // The dropdown (tablet and desktop) is the one that declares a menu popup.
    await user.click(menuButtons.find((b) => b.getAttribute("aria-haspopup") === "menu")!);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(within(menu).queryByRole("menuitem", { name: "Logout" })).toBeNull();
    await user.click(within(menu).getByRole("menuitem", { name: "Help & Support" }));

    const dialog = await findDialog("Help & Support");
    expect(within(dialog).getByText("Drop us a Message, Get in touch!")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("link", { name: new RegExp(SUPPORT.email) })
        .getAttribute("href"),
    ).toBe(`mailto:${SUPPORT.email}`);
    const phone = within(dialog).getByRole("link", { name: /^Call/ });
    expect(phone.getAttribute("href")).toBe(`tel:${SUPPORT.phone}`);
    expect(phone.textContent).toContain(formatPhoneDisplay(SUPPORT.phone));
    const chat = within(dialog).getByRole("link", { name: /Chat with Us/ });
    expect(chat.getAttribute("href")).toBe(chatLink(SUPPORT.phone));
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows Profile and Logout instead of Login when signed in", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithRouter(<SiteHeader signedInAs="consumer" onLogout={onLogout} />);
    await user.click(screen.getAllByRole("button", { name: "Menu" }).find((b) => b.getAttribute("aria-haspopup") === "menu")!);
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Login" })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toBeTruthy();
    await user.click(within(menu).getByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledExactlyOnceWith("consumer");
  });

  it("offers a signed-in vendor the Vendor dashboard instead of Profile in the menu", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader signedInAs="vendor" onProfile={vi.fn()} />
        <CurrentPath />
      </>,
    );
    await user.click(screen.getAllByRole("button", { name: "Menu" }).find((b) => b.getAttribute("aria-haspopup") === "menu")!);
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Profile" })).toBeNull();
    await user.click(within(menu).getByRole("menuitem", { name: "Vendor dashboard" }));
    expect(currentPath()).toBe("/vendor");
  });

  it("gives the phone drawer the same items: a vendor's dashboard, and Logout as a vendor", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithRouter(<SiteHeader signedInAs="vendor" onLogout={onLogout} />);
    await user.click(screen.getAllByRole("button", { name: "Menu" }).find((b) => b.getAttribute("aria-haspopup") === "dialog")!);
    const drawer = await findDialog("Menu");
    expect(within(drawer).getByRole("link", { name: "Vendor dashboard" }).getAttribute("href")).toBe("/vendor");
    expect(within(drawer).queryByRole("button", { name: "Profile" })).toBeNull();
    expect(within(drawer).queryByRole("link", { name: "Login" })).toBeNull();
    await user.click(within(drawer).getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledExactlyOnceWith("vendor");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("opens the phone drawer with the sections and extra links, and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderHeader("/corporate");
    await user.click(screen.getAllByRole("button", { name: "Menu" }).find((b) => b.getAttribute("aria-haspopup") === "dialog")!);
    const drawer = await findDialog("Menu");
    const sections = within(within(drawer).getByRole("navigation", { name: "Explore sections" }));
    expect(sections.getAllByRole("link").map((link) => link.textContent)).toEqual(["Decor", "Gifts", "Sweets", "Corporate"]);
    expect(sections.getByRole("link", { name: "Corporate" }).getAttribute("aria-current")).toBe("page");
    expect(within(drawer).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(within(drawer).getByRole("link", { name: "Onboard as Vendor" }).getAttribute("href")).toBe("/vendors");
    expect(within(drawer).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/blog");
    expect(within(drawer).getByRole("button", { name: "Help & Support" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });
});
