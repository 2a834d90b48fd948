import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOKING_ANSWER_MAX, BOOKING_COPY, MESSAGES } from "@utsav/domain/client";
import { bodiesSent, ok, stubApi } from "../../../test/api-stub";
import { makeBookingLink, renderBookingForm, renderSignedInBookingForm } from "./test-booking";

// Issue 38: the booking form tells the truth. Each answer stops where the API stops; a pasted phone number keeps its
// 10 digits; a signed-in shopper starts from their profile and is told the booking is in My bookings; the locality
// field offers the list its error names.

afterEach(() => {
  vi.unstubAllGlobals();
});

const BOOK = "POST /api/public/booking";
const received = ok({ bookingId: "b1", status: "received", payment: null });
const withAddress = makeBookingLink({
  bookingAttributes: [
    { label: "Your name", field: "name", type: "input", inputType: "text", required: true },
    { label: "Mobile Number", field: "mobile", type: "input", inputType: "tel", required: true },
    { label: "Email", field: "email", type: "input", inputType: "email", required: false },
    { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
  ],
});
const profile = ok({
  user: { fullName: "Asha Rao", email: "asha@example.in", mobile: "+919845012345", profileImage: null, companyName: null },
});

describe("BookingForm tells the truth", () => {
  it("holds every answer to what the API takes, so a long address never meets the server's refusal", async () => {
    const fetchMock = stubApi({ [BOOK]: received });
    const user = userEvent.setup();
    renderBookingForm(withAddress, "modal");
    const address = screen.getByRole("textbox", { name: /Address/ }) as HTMLTextAreaElement;
    expect(address.maxLength).toBe(BOOKING_ANSWER_MAX);
    expect((screen.getByRole("textbox", { name: /Your name/ }) as HTMLInputElement).maxLength).toBe(BOOKING_ANSWER_MAX);
    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Asha");
    await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9845012345");
    await user.click(address);
    await user.paste("x".repeat(5000));
    expect(address.value).toHaveLength(BOOKING_ANSWER_MAX);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(MESSAGES.bookingSuccess)).toBeTruthy();
    const [sent] = bodiesSent(fetchMock, BOOK) as { bookingData: Record<string, string> }[];
    expect(sent?.bookingData.address).toHaveLength(BOOKING_ANSWER_MAX);
  });

  it("keeps a pasted '+91 98765 43210' as the 10-digit number", async () => {
    const fetchMock = stubApi({ [BOOK]: received });
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    const mobile = screen.getByRole("textbox", { name: /Mobile Number/ }) as HTMLInputElement;
    await user.click(mobile);
    await user.paste("+91 98765 43210");
    expect(mobile.value).toBe("9876543210");
    await user.clear(mobile);
    await user.paste("(+91) 98765-43210");
    expect(mobile.value).toBe("9876543210");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(MESSAGES.bookingSuccess);
    expect(bodiesSent(fetchMock, BOOK)).toMatchObject([{ bookingData: { name: "Asha", mobile: "9876543210" } }]);
  });

  it("tells a guest to sign in with the same number to follow the booking", async () => {
    stubApi({ [BOOK]: received });
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink(), "modal");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
    await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9845012345");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const success = await screen.findByRole("status");
    expect(within(success).getByText(BOOKING_COPY.trackBookingLead)).toBeTruthy();
    expect(within(success).getByRole("link", { name: BOOKING_COPY.trackBooking }).getAttribute("href")).toBe(
      "/login?redirect=%2Faccount%2Fbookings",
    );
  });

  it("starts a signed-in shopper from their profile, editable, and says the booking is in My bookings", async () => {
    const fetchMock = stubApi({ "GET /api/consumer": profile, [BOOK]: received });
    const user = userEvent.setup();
    renderSignedInBookingForm(withAddress, "modal");
    const name = (await screen.findByRole("textbox", { name: /Your name/ })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Asha Rao"));
    expect((screen.getByRole("textbox", { name: /Mobile Number/ }) as HTMLInputElement).value).toBe("9845012345");
    expect((screen.getByRole("textbox", { name: /Email/ }) as HTMLInputElement).value).toBe("asha@example.in");
    // Theirs to change: booking for someone else.
    await user.clear(name);
    await user.type(name, "Ravi Rao");
    await user.type(screen.getByRole("textbox", { name: /Address/ }), "12 MG Road");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const success = await screen.findByRole("status");
    expect(within(success).getByText(BOOKING_COPY.trackBookingSignedInLead)).toBeTruthy();
    expect(within(success).queryByText(BOOKING_COPY.trackBookingLead)).toBeNull();
    expect(within(success).getByRole("link", { name: BOOKING_COPY.trackBooking }).getAttribute("href")).toBe("/account/bookings");
    expect(bodiesSent(fetchMock, BOOK)).toMatchObject([
      { bookingData: { name: "Ravi Rao", mobile: "9845012345", email: "asha@example.in", address: "12 MG Road" } },
    ]);
  });

  it("offers Bengaluru's localities as the shopper types, the list its error speaks of", async () => {
    const fetchMock = stubApi({
      "GET /api/localities?q=Kora": ok({
        localities: [{ name: "Koramangala", pincodes: ["560034"], lat: 12.93, lon: 77.62 }],
        match: null,
      }),
    });
    const user = userEvent.setup();
    renderBookingForm(makeBookingLink({ offeringId: "HKGN1", leadTimeDays: 2 }), "modal");
    const locality = screen.getByRole("combobox", { name: /Locality or pincode/ });
    await user.type(locality, "Kora");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const listId = locality.getAttribute("list");
    await waitFor(() => expect(document.querySelector(`datalist[id="${listId}"] option[value="Koramangala"]`)).not.toBeNull());
  });
});
