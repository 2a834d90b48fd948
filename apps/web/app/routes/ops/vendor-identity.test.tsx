import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { OperatorVendorDetail } from "@utsav/domain";
import {
  formatDayTime,
  IDENTITY_MESSAGES,
  IDENTITY_REVIEW_COPY as COPY,
  REVIEW_MESSAGES,
  VENDOR_CHANGE_LABELS,
} from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsVendorRoute, { clientAction, shouldRevalidate } from "./vendor";
import { changingVendor, waitingVendor } from "../../features/operations/test-vendor";

// An approved vendor's change of name, categories and documents in the console (docs/decisions/0032): the approved
// values beside the asked-for ones, the decision on them through the route's clientAction, and the vendor's latest edits.

const APPROVE = "POST /api/operator/vendors/v-1/identity-change/approve";
const REJECT = "POST /api/operator/vendors/v-1/identity-change/reject";

async function renderReview(loader: () => OperatorVendorDetail = vi.fn(() => changingVendor)) {
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

const section = () => within(screen.getByRole("region", { name: COPY.title }));
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell");

describe("an approved vendor's identity change, in the console", () => {
  it("shows the approved values and the asked-for ones side by side, a row a field, each document openable", async () => {
    const api = stubApi({
      "POST /api/operator/vendors/v-1/kyc/documents/kyc_2/link": ok({
        url: "/api/operator/vendors/v-1/kyc/documents/kyc_2/file?token=1.new",
        expiresAt: "2026-02-01T10:01:00.000Z",
      }),
    });
    const user = await renderReview();
    const change = section();
    expect(change.getByText(COPY.askedOn(formatDayTime("2026-02-01T09:05:00.000Z")))).toBeTruthy();
    const table = change.getByRole("table", { name: COPY.tableCaption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([COPY.approvedColumn, COPY.requestedColumn]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["Business name", "Categories", "PAN card"]);

    const [name, categories, pan] = within(table).getAllByRole("row").slice(1);
    expect(cellsOf(name!).map((td) => td.textContent)).toEqual(["Marigold Moments", "Marigold Moments Events"]);
    expect(cellsOf(categories!).map((td) => td.textContent)).toEqual(["Decor", "Decor, Sweets"]);
    const [approvedPan, newPan] = cellsOf(pan!);
    expect(within(approvedPan!).getByText("XXXXXX234F")).toBeTruthy();
    expect(within(approvedPan!).queryByText(COPY.pendingDocument)).toBeNull();
    expect(within(newPan!).getByText("XXXXXX678K")).toBeTruthy();
    expect(within(newPan!).getByText(COPY.pendingDocument)).toBeTruthy();

    // The new document opens through a link the API makes on the record, as in the list of documents.
    await user.click(within(newPan!).getByRole("button", { name: "Open PAN card" }));
    const scan = await within(newPan!).findByRole("img", { name: "PAN card of the vendor, as uploaded" });
    expect(scan.getAttribute("src")).toBe("/api/operator/vendors/v-1/kyc/documents/kyc_2/file?token=1.new");
    // Its viewer has an id of its own: the same document also shows in the list of documents.
    expect(within(newPan!).getByRole("button", { name: "Close PAN card" }).getAttribute("aria-controls")).toBe("identity-document-kyc_2");
    expect(callsMade(api)).toEqual(["POST /api/operator/vendors/v-1/kyc/documents/kyc_2/link"]);

    // The list of documents flags the one waiting for review too.
    const documents = within(screen.getByRole("region", { name: "Identity documents" }));
    expect(documents.getAllByText(COPY.pendingDocument)).toHaveLength(1);
  });

  it("approves the change through the API, says so, and reads the page again", async () => {
    const approved: OperatorVendorDetail = { ...changingVendor, name: "Marigold Moments Events", identityChange: null };
    const loader = vi.fn<() => OperatorVendorDetail>().mockReturnValueOnce(changingVendor).mockReturnValue(approved);
    const api = stubApi({ [APPROVE]: ok(approved) });
    const user = await renderReview(loader);
    await user.click(section().getByRole("button", { name: COPY.approve }));
    await screen.findByRole("heading", { level: 1, name: "Marigold Moments Events" });
    expect(screen.getByRole("status").textContent).toBe(COPY.approved);
    expect(screen.queryByRole("region", { name: COPY.title })).toBeNull();
    expect(callsMade(api)).toEqual([APPROVE]);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("rejects only with a reason the vendor can act on, checked by the domain's rule before the API is asked", async () => {
    const api = stubApi({ [REJECT]: ok({ ...changingVendor, identityChange: null }) });
    const user = await renderReview();
    const reason = section().getByRole("textbox", { name: COPY.reasonLabel });
    // Long enough for the browser's own check (minLength), not once trimmed.
    await user.type(reason, "  Too short ");
    await user.click(section().getByRole("button", { name: COPY.reject }));
    expect(await section().findByText(REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    expect(api).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, "This name passes for another vendor's.");
    await user.click(section().getByRole("button", { name: COPY.reject }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(COPY.rejected));
    expect(bodiesSent(api, REJECT)).toEqual([{ reason: "This name passes for another vendor's." }]);
  });

  it("says why the API refused a decision: nothing waits any more, or the name was taken meanwhile", async () => {
    stubApi({
      [APPROVE]: [
        fail(409, IDENTITY_MESSAGES.nothingPending, "NO_PENDING_CHANGE"),
        // Without the API's words, the page has the domain's for the code.
        fail(409, null, "VENDOR_NAME_TAKEN"),
      ],
    });
    const user = await renderReview();
    await user.click(section().getByRole("button", { name: COPY.approve }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(IDENTITY_MESSAGES.nothingPending));
    await user.click(section().getByRole("button", { name: COPY.approve }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(IDENTITY_MESSAGES.nameTakenMeanwhile));
  });

  it("lists the vendor's latest edits: what changed from what to what, when, and from which address", async () => {
    stubApi({});
    await renderReview();
    const recent = within(screen.getByRole("region", { name: COPY.recentTitle }));
    const [rename, price] = recent.getAllByRole("heading", { level: 3 }).map((heading) => heading.closest("li"));
    expect(within(rename!).getByRole("heading", { level: 3 }).textContent).toBe(VENDOR_CHANGE_LABELS["identity.requested"]);
    expect(rename!.textContent).toContain("Business name: Marigold Moments →to Marigold Moments Events");
    expect(rename!.textContent).toContain(`${formatDayTime("2026-02-01T09:05:00.000Z")} ${COPY.fromAddress("203.0.113.7")}`);
    // An offering's edit names the offering; a long field is named without its values.
    expect(within(price!).getByRole("heading", { level: 3 }).textContent).toBe(
      `${VENDOR_CHANGE_LABELS["offering.updated"]}: “Zinnia Arch”`,
    );
    expect(price!.textContent).toContain("Price: 1500 →to 1800");
    expect(price!.textContent).toContain(`description: ${COPY.valueNotKept}`);
    expect(price!.textContent).toContain(COPY.unknownAddress);
  });

  it("shows no identity section while nothing waits, and says when no edit is recorded", async () => {
    stubApi({});
    await renderReview(() => waitingVendor);
    expect(screen.queryByRole("region", { name: COPY.title })).toBeNull();
    expect(within(screen.getByRole("region", { name: COPY.recentTitle })).getByText(COPY.noRecentChanges)).toBeTruthy();
  });
});
