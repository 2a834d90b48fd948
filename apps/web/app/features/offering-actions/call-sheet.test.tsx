import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HIDDEN_PHONE } from "@utsav/domain/client";
import { renderWithRouter } from "../../../test/render";
import { OfferingActionOverlays } from "./offering-action-overlays";
import type { OfferingFlow } from "./offering-action-overlays";
import { envelopeResponse, makeBookingLink } from "./test-booking";

// vaul measures the page as it drags, which happy-dom cannot; this stand-in behaves like the sheet for what the
// flow relies on: it mounts on first opening and stays mounted (hidden) after closing, for the closing animation.
vi.mock("../../shared/ui/bottom-sheet", () => ({
  BottomSheet: ({ open, title, onOpenChange, children }: { open: boolean; title: string; onOpenChange: (open: boolean) => void; children: React.ReactNode }) => (
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
  connectInfo: ["Share your #{venue} and date", "Setup takes 2 hours"],
};

function Harness() {
  const [flow, setFlow] = useState<OfferingFlow | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFlow("call")}>
        Call Now
      </button>
      <OfferingActionOverlays offering={offering} flow={flow} onClose={() => setFlow(null)} />
    </>
  );
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Call Now" }));
  await screen.findByRole("button", { name: "View Contact" });
}

describe("Call sheet", () => {
  it("shows Good to Know with bold parts and the hidden number, reveals it on View Contact, and resets on close", async () => {
    const fetchMock = vi.fn().mockResolvedValue(envelopeResponse(200, { success: true, data: { vendorName: "ZS Lighting", phoneNumber: "+919876543210" }, errorMessage: null }));
    vi.stubGlobal("fetch", fetchMock);
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

  it("asks a guest to sign in when the call answers 401", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(envelopeResponse(401, { success: false, data: null, errorMessage: "Please sign in" })));
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await openSheet(user);
    await user.click(screen.getByRole("button", { name: "View Contact" }));
    expect((await screen.findByRole("link", { name: "sign in" })).getAttribute("href")).toBe("/login");
    expect(screen.getByText(HIDDEN_PHONE)).toBeTruthy();
  });

  it("says the contact is not available when the vendor has none, and logs the server's message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(envelopeResponse(404, { success: false, data: null, errorMessage: "Contact info not found: ZS Lighting" })));
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
    vi.stubGlobal("fetch", vi.fn());
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
