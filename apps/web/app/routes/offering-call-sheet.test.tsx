import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HIDDEN_PHONE } from "@utsav/domain/client";
import { renderWithRouter } from "../../test/render";
import { OfferingActionOverlays } from "../features/catalogue/offering-actions/offering-action-overlays";
import type { OfferingFlow } from "../features/catalogue/offering-actions/offering-action-overlays";
import type { SignInProps } from "../shared/ui/sign-in-request";
import BookingForm from "../features/bookings/booking-form";
import { makeBookingLink } from "../features/bookings/test-booking";
import { fail, ok, stubApi } from "../../test/api-stub";
import CallSheetContent from "../features/leads/call-sheet-content";
import { findDialog } from "../../test/dialog";

// vaul measures the page as it drags, which happy-dom cannot; this stand-in behaves like the sheet for what the
// flow relies on: it mounts on first opening and stays mounted (hidden) after closing, for the closing animation.
vi.mock("../shared/ui/bottom-sheet", () => ({
  BottomSheet: ({
    open,
    title,
    onOpenChange,
    children,
  }: {
    open: boolean;
    title: string;
    onOpenChange: (open: boolean) => void;
    children: React.ReactNode;
  }) => (
    <div role="dialog" aria-label={title} hidden={!open}>
      <h2>{title}</h2>
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
      {children}
    </div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const offering = {
  ...makeBookingLink({ offeringId: "ZSL3", vendorName: "ZS Lighting", offeringName: "Fairy Lights" }),
  id: "ZSL3",
  offeringType: "call" as const,
  connectInfo: ["Share your #{venue} and date", "Setup takes 2 hours"],
  terms: null,
  whatsappSupport: null,
  vendorWhatsapp: null,
};

// Stands in for the login popup the route composes in: signing in calls onSignedIn, then closes.
function FakeSignIn({ open, onOpenChange, onSignedIn }: SignInProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Login">
      <button
        type="button"
        onClick={() => {
          onSignedIn();
          onOpenChange(false);
        }}
      >
        Verify code
      </button>
      <button type="button" onClick={() => onOpenChange(false)}>
        Close login
      </button>
    </div>
  );
}

// The overlays with the booking form and the call sheet composed in, as the offering route does.
function Harness({ signedIn, withSignIn = false }: { signedIn?: boolean; withSignIn?: boolean }) {
  const [flow, setFlow] = useState<OfferingFlow | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFlow("call")}>
        Call Now
      </button>
      <OfferingActionOverlays
        offering={offering}
        flow={flow}
        onClose={() => setFlow(null)}
        signedIn={signedIn}
        renderSignIn={withSignIn ? (props) => <FakeSignIn {...props} /> : undefined}
        renderBookingForm={(booking) => <BookingForm booking={booking} mode="modal" />}
        renderCallSheet={(props) => <CallSheetContent {...props} />}
      />
    </>
  );
}

const LEAD = "POST /api/consumer/call-lead";
const revealed = () => ok({ vendorName: "ZS Lighting", phoneNumber: "+919876543210" });
const signInNeeded = () => fail(401, "Please sign in");

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Call Now" }));
  await screen.findByRole("button", { name: "View Contact" });
}

describe("Call sheet", () => {
  it("shows Good to Know with bold parts and the hidden number, reveals it on View Contact, and resets on close", async () => {
    const fetchMock = stubApi({ [LEAD]: revealed() });
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await openSheet(user);
    expect(screen.getByText("Before You Connect!")).toBeTruthy();
    expect(screen.getByText("venue").tagName).toBe("STRONG");
    expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "View Contact" }));
    const tel = await screen.findByRole("link", { name: "+91 98765 43210" });
    expect(tel.getAttribute("href")).toBe("tel:+919876543210");
    expect((screen.getByRole("button", { name: "View Contact" }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/consumer/call-lead");
    expect(JSON.parse(init.body as string)).toEqual({ offeringId: "ZSL3", vendorName: "ZS Lighting", offeringName: "Fairy Lights" });

    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Call Now" }));
    await waitFor(() => expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy());
    expect((screen.getByRole("button", { name: "View Contact" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a guest signs in on top of the sheet and the contact is requested again by itself", async () => {
    const fetchMock = stubApi({ [LEAD]: [signInNeeded(), revealed()] });
    const user = userEvent.setup();
    renderWithRouter(<Harness withSignIn />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    const login = await findDialog("Login");
    expect(screen.getByRole("dialog", { name: "Before You Connect!" }).hidden).toBe(false);

    await user.click(within(login).getByRole("button", { name: "Verify code" }));
    const tel = await screen.findByRole("link", { name: "+91 98765 43210" });
    expect(screen.queryByRole("dialog", { name: "Login" })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((screen.getByRole("button", { name: "View Contact" }) as HTMLButtonElement).disabled).toBe(true);
    // Keyboard users land on the number, in the sheet.
    await waitFor(() => expect(document.activeElement).toBe(tel));
  });

  it("closing the sign-in returns to the sheet with the number hidden and focus on View Contact", async () => {
    const fetchMock = stubApi({ [LEAD]: signInNeeded() });
    const user = userEvent.setup();
    renderWithRouter(<Harness withSignIn />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    await user.click(await screen.findByRole("button", { name: "Close login" }));
    expect(screen.queryByRole("dialog", { name: "Login" })).toBeNull();
    expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const view = screen.getByRole("button", { name: "View Contact" });
    await waitFor(() => expect(document.activeElement).toBe(view));

    // Pressing again asks again.
    await user.click(view);
    expect(await findDialog("Login")).toBeTruthy();
  });

  it("a visitor known to be signed out goes straight to the sign-in, and the contact is requested once signed in", async () => {
    const fetchMock = stubApi({ [LEAD]: revealed() });
    const user = userEvent.setup();
    renderWithRouter(<Harness withSignIn signedIn={false} />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    await user.click(await screen.findByRole("button", { name: "Verify code" }));
    expect(await screen.findByRole("link", { name: "+91 98765 43210" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("when the call still answers 401 after signing in, it links to the sign-in page instead of asking again", async () => {
    stubApi({ [LEAD]: signInNeeded() });
    const user = userEvent.setup();
    renderWithRouter(<Harness withSignIn />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    await user.click(await screen.findByRole("button", { name: "Verify code" }));
    expect((await screen.findByRole("link", { name: "sign in" })).getAttribute("href")).toBe(
      "/login?redirect=%2Fofferings%2Fstudio-shoot-jss1",
    );
    expect(screen.queryByRole("dialog", { name: "Login" })).toBeNull();
  });

  it("without a sign-in to open, a guest gets a link to the sign-in page that returns to the offering", async () => {
    stubApi({ [LEAD]: signInNeeded() });
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    expect((await screen.findByRole("link", { name: "sign in" })).getAttribute("href")).toBe(
      "/login?redirect=%2Fofferings%2Fstudio-shoot-jss1",
    );
    expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy();
  });

  it("says the contact is not available when the vendor has none, and logs the server's message", async () => {
    stubApi({ [LEAD]: fail(404, "Contact info not found: ZS Lighting") });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    expect(await screen.findByText("Contact is not available for this vendor.")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Contact info not found: ZS Lighting");
    expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy();
  });

  it("the How it Works toggle shows and hides its hint", async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await openSheet(user);
    const toggle = screen.getByRole("button", { name: "How it Works" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.getAttribute("aria-hidden")).toBe("false");
  });
});
