import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { LocalOutboxPage } from "./local-outbox-page";

const code = {
  channel: "sms" as const,
  to: "+919876543210",
  text: "042917 is your Utsav sign-in code. It expires in 10 minutes. Do not share it with anyone.",
  sentAt: "2025-03-11T18:45:00Z",
};

describe("LocalOutboxPage", () => {
  it("lists messages newest first and shows a sign-in code on its own", () => {
    const other = { channel: "sms" as const, to: "+919845012345", text: "Your booking is confirmed.", sentAt: "2025-03-11T18:40:00Z" };
    renderWithRouter(<LocalOutboxPage messages={[code, other]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Local outbox" })).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("042917").textContent).toBe("042917");
    expect(within(items[0]!).getByText("to +919876543210")).toBeTruthy();
    expect(within(items[0]!).getByText("12 Mar, 12:15 am", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeTruthy();
    expect(within(items[1]!).queryByText(/Sign-in code/)).toBeNull();
  });

  it("names each message's channel, WhatsApp among them", () => {
    const whatsapp = {
      channel: "whatsapp" as const,
      to: "+919845067890",
      text: "New booking #1 for Diya - Utsav",
      sentAt: "2025-03-11T18:50:00Z",
    };
    renderWithRouter(<LocalOutboxPage messages={[whatsapp, code]} />);
    const items = within(screen.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(within(items[0]!).getByText("WhatsApp")).toBeTruthy();
    expect(within(items[0]!).getByText("to +919845067890")).toBeTruthy();
    expect(within(items[1]!).getByText("SMS")).toBeTruthy();
  });

  it("says where a code comes from when there is none yet", () => {
    renderWithRouter(<LocalOutboxPage messages={[]} />);
    expect(screen.getByText(/No messages yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "the sign-in page" }).getAttribute("href")).toBe("/login");
  });
});
