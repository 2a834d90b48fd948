import { createElement } from "react";
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { BookingLink } from "../../shared/lib/booking-link";
import { clientAction } from "../../routes/booking";
import BookingForm from "./booking-form";

export function makeBookingLink(fields: Partial<BookingLink> = {}): BookingLink {
  return {
    offeringId: "JSS1",
    offeringSlug: "studio-shoot-jss1",
    vendorName: "JSS Studio",
    offeringName: "Studio Shoot",
    bookingAttributes: [
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Mobile Number", field: "mobile", type: "input", inputType: "tel", required: true },
      { label: "Email", field: "email", type: "input", inputType: "email", required: false },
      { label: "Requirements", field: "notes", type: "textarea", inputType: "text", required: false },
    ],
    ...fields,
  };
}

/**
 * The booking form in a page, with the /booking route's action it sends to (docs/decisions/0030): the form, its check,
 * the action and the API call (stubbed at fetch) are tested together.
 */
export function renderBookingForm(booking: BookingLink, mode: "page" | "modal") {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(BookingForm, { booking, mode }) },
    { path: "/booking", action: clientAction as never },
  ]);
  return render(createElement(Stub, { initialEntries: ["/"] }));
}

/** The same, under a root route whose loader says a consumer is signed in, as the layout's does; find the form with findBy. */
export function renderSignedInBookingForm(booking: BookingLink, mode: "page" | "modal") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ signedIn: true, userType: "consumer" }),
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => createElement(BookingForm, { booking, mode }) },
        { path: "booking", action: clientAction as never },
      ],
    },
  ]);
  return render(createElement(Stub, { initialEntries: ["/"] }));
}

export function envelopeResponse(status: number, body: { success: boolean; data: unknown; errorMessage: string | null }): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
