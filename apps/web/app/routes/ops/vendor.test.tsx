import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OperatorVendorDetail } from "@utsav/domain";
import { REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import OpsVendorRoute, { clientAction } from "./vendor";
import { waitingVendor } from "../../features/operations/test-vendor";

// The review page the way an operator meets it: the route's data, its lazily loaded forms, and its clientAction
// calling the API (stubbed at fetch) from the browser.

const vendor: OperatorVendorDetail = { ...waitingVendor, sections: { business: null, contact: null, service: null, terms: null } };

async function renderReview() {
  const Stub = createRoutesStub([
    {
      path: "/ops/vendors/:id",
      Component: OpsVendorRoute as never,
      loader: () => vendor,
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/vendors/v-1"]} />);
  await screen.findByRole("heading", { level: 1, name: "Marigold Moments" });
  return userEvent.setup({ delay: null });
}

describe("the review of a vendor, through its route", () => {
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
