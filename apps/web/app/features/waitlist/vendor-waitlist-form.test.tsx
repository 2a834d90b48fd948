import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok, stubApi } from "../../../test/api-stub";
import { renderWithRouter } from "../../../test/render";
import { VendorWaitlistForm } from "./vendor-waitlist-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOIN = "POST /api/public/waitlist/join-vendor";

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Business name/), "Mallige Florals");
  await user.type(screen.getByLabelText(/^Contact name/), "Asha Rao");
  await user.type(screen.getByLabelText(/^Mobile number/), "98450 12345");
  await user.selectOptions(screen.getByLabelText(/^Category/), "Flowers");
  await user.clear(screen.getByLabelText(/^City/));
  await user.type(screen.getByLabelText(/^City/), "Mysuru");
}

describe("VendorWaitlistForm (Prefer a call back?)", () => {
  it("checks the fields before sending, focusing the first one in error; typing clears its error", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithRouter(<VendorWaitlistForm />);
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Bengaluru");

    await user.click(screen.getByRole("button", { name: "Request a call back" }));
    expect(screen.getByText("Business name is required")).toBeTruthy();
    expect(screen.getByText("Please enter your phone number")).toBeTruthy();
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Business name/));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Mobile number/), "12345");
    expect(screen.queryByText("Please enter your phone number")).toBeNull();
    await user.type(screen.getByLabelText(/^Email/), "asha@");
    await user.click(screen.getByRole("button", { name: "Request a call back" }));
    expect(screen.getByText("Please enter a valid mobile number")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText(/^Mobile number/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("joins the vendor waitlist and shows the success view", async () => {
    const fetchMock = stubApi({ [JOIN]: ok({ joined: true }) });
    const user = userEvent.setup();
    renderWithRouter(<VendorWaitlistForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Request a call back" }));

    const done = await screen.findByRole("status");
    expect(done.textContent).toContain("Thanks! We'll notify you when we launch.");
    expect(done.textContent).toContain("+91 98450 12345");
    expect(document.activeElement).toBe(done);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/public/waitlist/join-vendor");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      businessName: "Mallige Florals",
      contactName: "Asha Rao",
      phoneNumber: "+919845012345",
      category: "flowers",
      city: "Mysuru",
    });
  });

  it("shows the server's message on failure, else the waitlist fallback, and keeps what was typed", async () => {
    const fetchMock = stubApi({
      [JOIN]: [fail(400, "City is required"), fail(500, null), new TypeError("Failed to fetch")],
    });
    const user = userEvent.setup();
    renderWithRouter(<VendorWaitlistForm />);
    await fillIn(user);
    const submit = screen.getByRole("button", { name: "Request a call back" });

    await user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("City is required");
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again."));
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
    expect((screen.getByLabelText(/^Business name/) as HTMLInputElement).value).toBe("Mallige Florals");
  });
});
