import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NO_RESPONSES } from "@utsav/domain/client";
import type { VendorResponsiveness } from "@utsav/domain";
import { renderWithRouter } from "../../../test/render";
import { linePoints } from "./activity-chart";
import { VendorReviewPage } from "./vendor-review-page";
import { VendorQueue } from "./vendor-queue";
import { changingVendor, waitingVendor } from "./test-vendor";

const vendor = waitingVendor;

describe("the review of a vendor", () => {
  it("shows the number masked until revealed, and the document closed until opened (routes/ops/vendor.test.tsx)", () => {
    const { unmount } = renderWithRouter(<VendorReviewPage vendor={vendor} result={undefined} busy={false} />);
    const documents = within(screen.getByRole("region", { name: "Identity documents" }));
    expect(documents.getByText("XXXXXX234F")).toBeTruthy();
    expect(documents.queryByRole("img")).toBeNull();
    expect(documents.getByRole("button", { name: "Reveal PAN" })).toBeTruthy();
    // Opening is an act (a link the API makes, on the record): the route's test opens it through the API.
    expect(documents.getByRole("button", { name: "Open PAN card" }).getAttribute("aria-expanded")).toBe("false");
    unmount();
    renderWithRouter(
      <VendorReviewPage vendor={vendor} result={{ revealed: { documentId: "kyc_1", number: "ABCDE1234F" } }} busy={false} />,
    );
    expect(screen.getByText("ABCDE1234F")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reveal PAN" })).toBeNull();
  });

  it("asks for a reason and the sections to change when the operator does not approve", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<VendorReviewPage vendor={vendor} result={{ error: "This vendor is not waiting for review" }} busy={false} />);
    expect(screen.getByRole("status").textContent).toBe("This vendor is not waiting for review");
    expect(screen.getByRole("button", { name: "Approve vendor" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Reason the vendor reads" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /Ask for changes/ }));
    expect(screen.getByRole("checkbox", { name: "PAN card" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Service area and lead times" })).toBeTruthy();
    const decision = within(screen.getByRole("form", { name: "Decision" }));
    expect((decision.getByRole("textbox", { name: "Reason the vendor reads" }) as HTMLTextAreaElement).required).toBe(true);
    expect(screen.getByRole("button", { name: "Ask for changes" })).toBeTruthy();
  });
});

describe("the profile as the review page reads it out", () => {
  it("says the vendor's booking alerts and refund schedule in words, never as an object", () => {
    renderWithRouter(
      <VendorReviewPage
        vendor={{
          ...changingVendor,
          sections: {
            ...waitingVendor.sections,
            contact: {
              contactName: "Asha Rao",
              phoneNumber: "+919845012345",
              email: null,
              whatsappNumber: "+919845067890",
              bookingAlerts: { sms: true, email: false, whatsapp: true },
            },
            terms: {
              advancePercent: 25,
              refundPolicy: "Full refund up to 48 hours before.",
              cancellationPolicy: "Free cancellation up to 48 hours before.",
              returnPolicy: null,
              refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 100 }] },
            },
          },
          recentChanges: [
            {
              id: "4",
              at: "2026-02-02T09:05:00.000Z",
              vendorId: "v-1",
              kind: "profile.contact",
              target: "contact",
              fields: ["bookingAlerts"],
              before: { bookingAlerts: { sms: true, email: true } },
              after: { bookingAlerts: { sms: false, email: false, whatsapp: true } },
              clientAddress: null,
            },
          ],
        }}
        result={undefined}
        busy={false}
      />,
    );
    const profile = within(screen.getByRole("region", { name: "Profile" }));
    const contact = within(profile.getByRole("heading", { name: "Contact" }).parentElement!);
    expect(contact.getByText("booking alerts").nextElementSibling?.textContent).toBe("SMS, WhatsApp");
    const terms = within(profile.getByRole("heading", { name: "Payment and cancellation terms" }).parentElement!);
    expect(terms.getByText("refunds").nextElementSibling?.textContent).toBe(
      "48 hours or more before: 100%; Less than 48 hours before: No refund",
    );
    const changes = within(screen.getByRole("region", { name: "Recent changes" }));
    expect(changes.getByText(/^booking alerts:/).textContent).toMatch(/^booking alerts: SMS, Email →\s?to WhatsApp$/);
    for (const shown of [profile, changes]) {
      expect(shown.queryByText(/\[object Object\]|[{}]/)).toBeNull();
    }
  });
});

describe("the vendor's responsiveness (docs/decisions/0055)", () => {
  const measured: VendorResponsiveness = {
    windowDays: 90,
    bookings: { reached: 12, answered: 9, missed: 1, waiting: 2, medianSeconds: 3 * 3600 + 20 * 60, answerRate: 90 },
    briefs: NO_RESPONSES,
  };

  it("shows the response time and answer rate near the top of the review, and the empty words for what reached nothing", () => {
    renderWithRouter(<VendorReviewPage vendor={{ ...vendor, responsiveness: measured }} result={undefined} busy={false} />);
    const card = within(screen.getByRole("region", { name: "Responsiveness" }));
    expect(card.getByText(/last 90 days/)).toBeTruthy();
    const bookings = within(card.getByRole("region", { name: "Bookings" }));
    expect(bookings.getByText("Response time").nextElementSibling?.textContent).toBe("3 h 20 min");
    expect(bookings.getByText("Answer rate").nextElementSibling?.textContent).toBe("90% (9 of 10 answered · 2 waiting)");
    expect(within(card.getByRole("region", { name: "Requests" })).getByText("No requests to answer yet")).toBeTruthy();
    // Near the top: before the profile and the documents.
    const profile = screen.getByRole("region", { name: "Profile" });
    expect(card.getByText("Bookings").compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says when something reached the vendor and nothing was answered or counted yet", () => {
    const waiting = { ...NO_RESPONSES, reached: 2, waiting: 2 };
    renderWithRouter(
      <VendorReviewPage
        vendor={{ ...vendor, responsiveness: { windowDays: 90, bookings: waiting, briefs: NO_RESPONSES } }}
        result={undefined}
        busy={false}
      />,
    );
    const bookings = within(screen.getByRole("region", { name: "Bookings" }));
    expect(bookings.getByText("Response time").nextElementSibling?.textContent).toBe("No answer yet");
    expect(bookings.getByText("Answer rate").nextElementSibling?.textContent).toBe("Not counted yet (2 waiting)");
  });

  it("is a column of the vendors list, one line per kind", () => {
    renderWithRouter(
      <VendorQueue
        state="approved"
        vendors={[
          { ...vendor, reviewState: "approved", responsiveness: measured },
          { ...vendor, id: "v-2", name: "Quiet Petals", responsiveness: { windowDays: 90, bookings: NO_RESPONSES, briefs: NO_RESPONSES } },
        ]}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Responsiveness" })).toBeTruthy();
    const [measuredRow, quietRow] = screen.getAllByRole("row").slice(1);
    expect(within(measuredRow!).getByText("Bookings: 3 h 20 min · 90%")).toBeTruthy();
    expect(within(measuredRow!).getByText("No requests to answer yet")).toBeTruthy();
    expect(within(quietRow!).getByText("No bookings to answer yet")).toBeTruthy();
  });
});

describe("the 30-day chart", () => {
  it("draws each day from left to right, the highest count at the top", () => {
    const days = [
      { day: "2026-01-01", bookings: 0, leads: 0, consumers: 0, vendors: 0, waitlist: 0 },
      { day: "2026-01-02", bookings: 4, leads: 0, consumers: 0, vendors: 0, waitlist: 0 },
    ];
    expect(linePoints(days, "bookings", 4)).toBe("36.0,212.0 708.0,12.0");
  });
});
