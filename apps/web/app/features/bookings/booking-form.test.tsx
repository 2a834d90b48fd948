import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatLink, messageFor, MESSAGES, SUPPORT } from "@utsav/domain/client";
import { deferred, fail, ok, stubApi } from "../../../test/api-stub";
import type { Reply } from "../../../test/api-stub";
import { makeBookingLink, renderBookingForm } from "./test-booking";

afterEach(() => {
  vi.unstubAllGlobals();
});

const BOOK = "POST /api/public/booking";

/** The booking call answers each reply in turn; with none, the form must not send. */
const stubFetch = (...replies: Reply[]) => stubApi(replies.length > 0 ? { [BOOK]: replies } : {});

const received = () => ok({ bookingId: "b1", status: "received", payment: null });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Name/ }), "  Asha ");
  await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9876543210");
}

describe("BookingForm", () => {
  it("draws the offering's fields with placeholders, asterisks on required ones and the keypad of their inputType", () => {
    renderBookingForm(makeBookingLink(), "modal");
    expect(screen.getByText("Please provide your details to proceed with the booking.")).toBeTruthy();
    expect(screen.getByText("Payment will be COD.")).toBeTruthy();
    const mobile = screen.getByPlaceholderText(messageFor.fieldPlaceholder("Mobile Number"));
    expect(mobile.getAttribute("type")).toBe("tel");
    expect(mobile.getAttribute("inputmode")).toBe("tel");
    expect(screen.getByPlaceholderText(messageFor.fieldPlaceholder("Email")).getAttribute("inputmode")).toBe("email");
    expect(screen.getByPlaceholderText(messageFor.fieldPlaceholder("Requirements")).tagName).toBe("TEXTAREA");
    expect(screen.getByText("Name").parentElement?.textContent).toBe("Name *");
    expect(screen.getByText("Email").parentElement?.textContent).toBe("Email");
  });

  it("does not submit with a required field empty, and editing the field clears its error", async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Mobile Number is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Application §5: an invalid input shows an error icon and a red hint, and the input is described by it.
    const name = screen.getByRole("textbox", { name: /Name/ });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const hint = document.getElementById(name.getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe("Name is required");
    expect(hint.querySelector("svg")).not.toBeNull();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "A");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Mobile Number is required")).toBeTruthy();
  });

  it("submits the trimmed values, shows the submitting state, then the success view with the support chat", async () => {
    const held = deferred<Reply>();
    const fetchMock = stubApi({ [BOOK]: () => held.promise });
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "page");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const busy = screen.getByRole("button", { name: /Submitting/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/public/booking");
    expect(JSON.parse(init.body as string)).toEqual({
      offeringId: "JSS1",
      vendorName: "JSS Studio",
      offeringName: "Studio Shoot",
      bookingData: { name: "Asha", mobile: "9876543210" },
    });
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    held.resolve(received());
    expect(await screen.findByText(MESSAGES.bookingSuccess)).toBeTruthy();
    expect(screen.getByText("Have any questions ?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Chat with us" }).getAttribute("href")).toBe(
      chatLink(SUPPORT.phone, messageFor.bookingChat("Studio Shoot")),
    );
    expect(screen.getByRole("link", { name: "Go back to the Offering" }).getAttribute("href")).toBe("/offerings/studio-shoot-jss1");
  });

  it("in a dialog, the success view has no 'Go back to the Offering'", async () => {
    stubFetch(received());
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(MESSAGES.bookingSuccess);
    expect(screen.queryByRole("link", { name: "Go back to the Offering" })).toBeNull();
  });

  it("keeps the form and shows the server's message above the button, else the generic one", async () => {
    stubFetch(fail(400, "Please enter a valid mobile number"), fail(500, null));
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid mobile number");
    expect((screen.getByRole("textbox", { name: /Name/ }) as HTMLInputElement).value).toBe("  Asha ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.bookingFailed));
  });

  it("shows a rate limit's message from the server and keeps the form", async () => {
    stubFetch(fail(429, MESSAGES.rateLimited));
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.rateLimited);
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });

  it("treats fields a vendor named constructor or toString as ordinary fields", async () => {
    const fetchMock = stubFetch(received());
    const user = userEvent.setup();
    const bookingAttributes = [
      { label: "Constructor", field: "constructor", type: "input", inputType: "text", required: true },
      { label: "Pet name", field: "toString", type: "input", inputType: "text", required: false },
    ] as const;
    renderBookingForm(makeBookingLink({ bookingAttributes: [...bookingAttributes] }), "modal");
    const first = screen.getByRole("textbox", { name: /Constructor/ }) as HTMLInputElement;
    expect(first.value).toBe("");
    expect(first.getAttribute("aria-invalid")).not.toBe("true");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Constructor is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(first, "Ravi");
    expect(screen.queryByText("Constructor is required")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(MESSAGES.bookingSuccess);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string).bookingData).toEqual({ constructor: "Ravi" });
  });

  it("says 'Something went wrong' when the call throws", async () => {
    stubFetch(new TypeError("offline"));
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.bookingThrown);
  });

  it("a retry of the same values reuses the idempotency key; changed values get a new one", async () => {
    const fetchMock = stubFetch(new TypeError("offline"), new TypeError("offline"), received());
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await screen.findByRole("button", { name: "Submit" });
    await user.type(screen.getByRole("textbox", { name: /Requirements/ }), "Two people");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(MESSAGES.bookingSuccess);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"],
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
