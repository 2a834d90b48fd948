import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { OperatorPayoutAccount, OperatorVendorDetail } from "@utsav/domain";
import { PAYOUT_MESSAGES, PAYOUT_REVIEW_COPY as COPY, REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsVendorRoute, { clientAction, shouldRevalidate } from "./vendor";
import { waitingVendor } from "../../features/operations/test-vendor";

// A vendor's payout bank account on its page of the console (docs/decisions/0051): masked, with its review, and the
// decisions on it through the route's clientAction (the API stubbed at fetch).

const APPROVE = "POST /api/operator/vendors/v-1/payout-account/approve";
const REJECT = "POST /api/operator/vendors/v-1/payout-account/reject";

const account: OperatorPayoutAccount = {
  vendorId: "v-1",
  vendorName: "Marigold Moments",
  holderName: "Asha Rao",
  maskedNumber: "•••• 6789",
  ifsc: "HDFC0001234",
  status: "in_review",
  rejectionReason: null,
  linked: false,
  updatedAt: "2026-11-20T06:30:00.000Z",
  documentsApproved: false,
  reviewedAt: null,
};

async function renderReview(payoutAccount: OperatorPayoutAccount | null = account) {
  const loader = vi.fn((): OperatorVendorDetail & { payoutAccount: OperatorPayoutAccount | null } => ({ ...waitingVendor, payoutAccount }));
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
  return { user: userEvent.setup({ delay: null }), loader };
}

const section = async () => within(await screen.findByRole("region", { name: COPY.title }));

describe("a vendor's payout bank account, in the console", () => {
  it("shows it masked with its review, and approves it on the record", async () => {
    const api = stubApi({ [APPROVE]: ok({ account: { ...account, status: "approved" } }) });
    const { user, loader } = await renderReview();
    const payout = await section();
    expect(payout.getByText("•••• 6789")).toBeTruthy();
    expect(payout.getByText("HDFC0001234")).toBeTruthy();
    expect(payout.getByText(COPY.documentsWaiting)).toBeTruthy();
    await user.click(payout.getByRole("button", { name: COPY.approve }));
    expect(await screen.findByText(COPY.approved)).toBeTruthy();
    expect(callsMade(api)).toEqual([APPROVE]);
    // The page is read again, so it shows the account as the decision left it.
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("checks a rejection's reason by the domain's rule before asking the API, then sends it", async () => {
    const api = stubApi({ [REJECT]: ok({ account: { ...account, status: "rejected" } }) });
    const { user } = await renderReview();
    const payout = await section();
    const reason = payout.getByRole("textbox", { name: COPY.reasonLabel });
    await user.click(payout.getByRole("button", { name: COPY.reject }));
    expect(await payout.findByText(REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(api).not.toHaveBeenCalled();
    await user.type(reason, "The holder's name differs from the PAN.");
    await user.click(payout.getByRole("button", { name: COPY.reject }));
    expect(await screen.findByText(COPY.rejected)).toBeTruthy();
    expect(bodiesSent(api, REJECT)).toEqual([{ reason: "The holder's name differs from the PAN." }]);
  });

  it("shows the API's refusal of a decision", async () => {
    stubApi({ [APPROVE]: fail(409, PAYOUT_MESSAGES.notInReview, "NOT_IN_REVIEW") });
    const { user } = await renderReview();
    await user.click((await section()).getByRole("button", { name: COPY.approve }));
    expect(await screen.findByText(PAYOUT_MESSAGES.notInReview)).toBeTruthy();
  });

  it("says when the vendor has added none, without decisions", async () => {
    stubApi({});
    await renderReview(null);
    const payout = await section();
    expect(payout.getByText(COPY.none)).toBeTruthy();
    expect(payout.queryByRole("button")).toBeNull();
  });
});
