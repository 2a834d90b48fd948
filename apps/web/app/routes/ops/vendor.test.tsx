import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { OperatorVendorDetail } from "@utsav/domain";
import { REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsVendorRoute, { clientAction, shouldRevalidate } from "./vendor";
import { waitingVendor } from "../../features/operations/test-vendor";

// The review page the way an operator meets it: the route's data, its lazily loaded forms, and its clientAction
// calling the API (stubbed at fetch) from the browser.

const vendor: OperatorVendorDetail = { ...waitingVendor, sections: { business: null, contact: null, service: null, terms: null } };

async function renderReview(loader = vi.fn(() => vendor)) {
  const Stub = createRoutesStub([
    {
      path: "/ops/vendors/:id",
      Component: OpsVendorRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/vendors/v-1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Marigold Moments" });
  return userEvent.setup({ delay: null });
}

const LINK = "POST /api/operator/vendors/v-1/kyc/documents/kyc_1/link";
const linkTo = (token: string) =>
  ok({ url: `/api/operator/vendors/v-1/kyc/documents/kyc_1/file?token=${token}`, expiresAt: "2026-01-05T10:01:00.000Z" });

describe("the review of a vendor, through its route", () => {
  it("opens a document through a link the API makes on the record, and asks again after closing it", async () => {
    const api = stubApi({ [LINK]: [linkTo("1.first"), linkTo("2.second")] });
    const loader = vi.fn(() => vendor);
    const user = await renderReview(loader);
    const documents = within(screen.getByRole("region", { name: "Identity documents" }));
    expect(documents.queryByRole("img")).toBeNull();
    expect(api).not.toHaveBeenCalled();

    await user.click(documents.getByRole("button", { name: "Open PAN card" }));
    const scan = await documents.findByRole("img", { name: "PAN card of the vendor, as uploaded" });
    expect(scan.getAttribute("src")).toBe("/api/operator/vendors/v-1/kyc/documents/kyc_1/file?token=1.first");
    const close = documents.getByRole("button", { name: "Close PAN card" });
    expect(close.getAttribute("aria-expanded")).toBe("true");
    expect(close.getAttribute("aria-controls")).toBe("document-kyc_1");
    // The same button, still focused: a keyboard user closes it where they opened it.
    expect(document.activeElement).toBe(close);
    // Opening changes nothing the page shows: its data is not read again.
    expect(loader).toHaveBeenCalledTimes(1);

    await user.click(close);
    expect(documents.queryByRole("img")).toBeNull();
    expect(documents.getByRole("button", { name: "Open PAN card" }).getAttribute("aria-expanded")).toBe("false");
    // A link lasts a minute and each opening is on the record: opening again asks for a new one.
    await user.click(documents.getByRole("button", { name: "Open PAN card" }));
    expect((await documents.findByRole("img")).getAttribute("src")).toBe(
      "/api/operator/vendors/v-1/kyc/documents/kyc_1/file?token=2.second",
    );
    expect(callsMade(api)).toEqual([LINK, LINK]);
  });

  it("says why a document did not open, and keeps it closed", async () => {
    stubApi({ [LINK]: fail(404, "Document not found: kyc_1", "DOCUMENT_NOT_FOUND") });
    const user = await renderReview();
    const documents = within(screen.getByRole("region", { name: "Identity documents" }));
    await user.click(documents.getByRole("button", { name: "Open PAN card" }));
    expect((await documents.findByRole("alert")).textContent).toBe("Document not found: kyc_1");
    expect(documents.queryByRole("img")).toBeNull();
    expect(documents.getByRole("button", { name: "Open PAN card" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("reveals a number through the API and shows it in place of the masked one", async () => {
    const api = stubApi({ "POST /api/operator/vendors/v-1/kyc/documents/kyc_1/reveal": ok({ number: "ABCDE1234F" }) });
    const user = await renderReview();
    await user.click(screen.getByRole("button", { name: "Reveal PAN" }));
    const documents = within(screen.getByRole("region", { name: "Identity documents" }));
    expect(await documents.findByText("ABCDE1234F")).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("checks a request for changes by the domain's rule before asking the API, then sends it", async () => {
    const api = stubApi({ "POST /api/operator/vendors/v-1/decision": ok(vendor) });
    const user = await renderReview();
    await user.click(screen.getByRole("radio", { name: /Ask for changes/ }));
    await user.type(screen.getByRole("textbox", { name: "Reason the vendor reads" }), "Your PAN card photo is blurred.");
    await user.click(screen.getByRole("button", { name: "Ask for changes" }));
    expect(await screen.findByText(REVIEW_MESSAGES.sectionsRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Business details" }));
    expect(api).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "PAN card" }));
    expect(screen.queryByText(REVIEW_MESSAGES.sectionsRequired)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ask for changes" }));
    expect(await screen.findByText("Changes requested.")).toBeTruthy();
    expect(bodiesSent(api, "POST /api/operator/vendors/v-1/decision")).toEqual([
      { decision: "changes", reason: "Your PAN card photo is blurred.", sections: ["pan"] },
    ]);
  });

  it("approves without the reason typed before, and shows the API's refusal in the status", async () => {
    const api = stubApi({ "POST /api/operator/vendors/v-1/decision": fail(409, REVIEW_MESSAGES.notWaiting) });
    const user = await renderReview();
    await user.click(screen.getByRole("radio", { name: "Reject" }));
    await user.type(screen.getByRole("textbox", { name: "Reason the vendor reads" }), "Not a real business");
    await user.click(screen.getByRole("radio", { name: /^Approve/ }));
    await user.click(screen.getByRole("button", { name: "Approve vendor" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVIEW_MESSAGES.notWaiting));
    expect(bodiesSent(api, "POST /api/operator/vendors/v-1/decision")).toEqual([{ decision: "approve", reason: null, sections: [] }]);
  });

  it("says under the field, not in the browser's bubble, that a hold or a rejection needs a reason", async () => {
    const api = stubApi();
    const user = await renderReview();
    const reason = screen.getByRole("textbox", { name: "Why hide “Zinnia Arch” (the vendor reads it)" });
    await user.click(screen.getByRole("button", { name: "Hide “Zinnia Arch”" }));
    const message = await screen.findByText(REVIEW_MESSAGES.reasonRequired);
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toContain(message.id);
    expect(document.activeElement).toBe(reason);

    await user.click(screen.getByRole("radio", { name: "Reject" }));
    await user.click(screen.getByRole("button", { name: "Reject vendor" }));
    const decision = within(screen.getByRole("form", { name: "Decision" }));
    expect(await decision.findByText(REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(decision.getByRole("textbox", { name: "Reason the vendor reads" }));
    expect(api).not.toHaveBeenCalled();
  });

  it("asks for a reason the vendor can act on before hiding an offering", async () => {
    const api = stubApi({
      "POST /api/operator/offerings/VND1/hide": ok({ id: "VND1", hiddenReason: "Photos show another vendor's work." }),
    });
    const user = await renderReview();
    const reason = screen.getByRole("textbox", { name: "Why hide “Zinnia Arch” (the vendor reads it)" });
    await user.type(reason, "          x");
    await user.click(screen.getByRole("button", { name: "Hide “Zinnia Arch”" }));
    expect(await screen.findByText(REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(api).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, "Photos show another vendor's work.");
    await user.click(screen.getByRole("button", { name: "Hide “Zinnia Arch”" }));
    expect(await screen.findByText("The offering is hidden.")).toBeTruthy();
    expect(bodiesSent(api, "POST /api/operator/offerings/VND1/hide")).toEqual([{ reason: "Photos show another vendor's work." }]);
  });
});
