import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityChangeMessage, IDENTITY_MESSAGES, KYC_MESSAGES, VENDOR_EDIT_RULES_TEXT, VENDOR_IDENTITY_COPY } from "@utsav/domain/client";
import { KYC_CONFIG } from "@utsav/domain";
import type { KycDocument, KycView, VendorProfile } from "@utsav/domain";
import * as kycRoute from "../../../routes/vendor/kyc";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { findDialog } from "../../../../test/dialog";
import { renderVendorPage } from "../../../../test/vendor-layout";
import { renderRoute } from "../gallery/test-support";
import { testProfile } from "../test-support";

// The documents of a vendor whose identity operators approved (docs/decisions/0032): the approved ones stay, a new one
// waits for their review beside them and says so, and only a waiting one can be edited or removed.

const GET = "GET /api/vendor/kyc";
const CONFIG = "GET /api/vendor/kyc/config";
const UPDATE = "POST /api/vendor/kyc/update";
const REMOVE = "POST /api/vendor/kyc/documents/remove";
const DETAILS = "POST /api/vendor/kyc/documents/kd1";

const panDoc: KycDocument = {
  id: "kd1",
  type: "pan",
  documentNumber: "XXXXXX234F",
  expiryDate: null,
  fileName: "pan.pdf",
  contentType: "application/pdf",
  sizeBytes: 240_000,
  uploadedAt: "2026-01-05T10:00:00.000Z",
  downloadUrl: "/api/vendor/kyc/documents/kd1/file",
  pendingReview: false,
};
const aadhaarDoc: KycDocument = {
  ...panDoc,
  id: "kd2",
  type: "aadhaar",
  documentNumber: "XXXX XXXX 2346",
  downloadUrl: "/api/vendor/kyc/documents/kd2/file",
};
const newPan: KycDocument = {
  ...panDoc,
  id: "kd3",
  documentNumber: "XXXXXX678K",
  fileName: "pan-renewed.pdf",
  uploadedAt: "2026-02-01T09:00:00.000Z",
  downloadUrl: "/api/vendor/kyc/documents/kd3/file",
  pendingReview: true,
};
const approvedView = (documents: KycDocument[]): KycView => ({
  state: "approved",
  reason: null,
  submittedAt: "2026-01-05T10:00:00.000Z",
  documents,
  missingTypes: [],
});

const requested = { businessName: null, categories: null, documentTypes: ["pan" as const] };
const approvedVendor: VendorProfile = testProfile({
  state: "submitted",
  missingSections: [],
  reviewState: "approved",
  kycState: "approved",
  identityReview: {
    id: "ic_1",
    state: "pending",
    approved: { businessName: "Bloom Studio", categories: ["decor"] },
    requested,
    requestedAt: "2026-02-01T09:00:00.000Z",
    decidedAt: null,
    reason: null,
    message: identityChangeMessage({ state: "pending", approvedBusinessName: "Bloom Studio", requested, reason: null }),
  },
});

/** The documents page under the vendor layout, whose profile says operators approved the vendor. */
async function renderApproved(kyc: KycView) {
  stubApi({ [GET]: ok(kyc), [CONFIG]: ok(KYC_CONFIG) });
  renderVendorPage({ path: "/vendor/kyc", page: kycRoute, profile: approvedVendor });
  await screen.findByRole("heading", { level: 1, name: "Documents" });
}

const card = (name: string) => within(screen.getByRole("article", { name }));

afterEach(() => vi.unstubAllGlobals());

describe("the documents of a vendor operators approved", () => {
  it("show a new document as waiting for review beside the approved one, which can only be replaced", async () => {
    await renderApproved(approvedView([panDoc, aadhaarDoc, newPan]));
    expect(screen.getByText(VENDOR_EDIT_RULES_TEXT.identity)).toBeTruthy();
    expect(screen.getByText(approvedVendor.identityReview!.message!)).toBeTruthy();
    expect(screen.queryByText(KYC_MESSAGES.lockedApproved)).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit for verification" })).toBeNull();

    const pan = card("PAN card");
    expect(pan.getByText("XXXXXX234F")).toBeTruthy();
    expect(pan.getByText("XXXXXX678K")).toBeTruthy();
    expect(pan.getAllByText(VENDOR_IDENTITY_COPY.documentWaiting)).toHaveLength(1);
    expect(pan.getByText(VENDOR_IDENTITY_COPY.documentWaitingNote, { exact: false })).toBeTruthy();
    expect(pan.getByRole("link", { name: "Download PAN card" }).getAttribute("href")).toBe(panDoc.downloadUrl);
    expect(pan.getByRole("link", { name: `Download PAN card (${VENDOR_IDENTITY_COPY.documentWaiting})` }).getAttribute("href")).toBe(
      newPan.downloadUrl,
    );
    expect(pan.getByRole("button", { name: "Edit details of PAN card" })).toBeTruthy();
    expect(pan.getByRole("button", { name: "Remove PAN card" })).toBeTruthy();

    // An approved document alone: a new file, no edits, no removal.
    const aadhaar = card("Aadhaar card");
    expect(aadhaar.queryByText(VENDOR_IDENTITY_COPY.documentWaiting)).toBeNull();
    expect(aadhaar.getByRole("button", { name: "Upload new file for Aadhaar card" })).toBeTruthy();
    expect(aadhaar.queryByRole("button", { name: /Edit details/ })).toBeNull();
    expect(aadhaar.queryByRole("button", { name: /Remove/ })).toBeNull();
  });

  it("remove the waiting document, not the approved one, saying the approved ones stay", async () => {
    const user = userEvent.setup();
    await renderApproved(approvedView([panDoc, aadhaarDoc, newPan]));
    const after = approvedView([panDoc, aadhaarDoc]);
    const api = stubApi({ [REMOVE]: ok(after), [GET]: ok(after), [CONFIG]: ok(KYC_CONFIG) });
    await user.click(card("PAN card").getByRole("button", { name: "Remove PAN card" }));
    const dialog = await findDialog("Remove PAN card?");
    expect(within(dialog).getByText(VENDOR_IDENTITY_COPY.withdrawNote)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(card("PAN card").queryByText("XXXXXX678K")).toBeNull());
    expect(bodiesSent(api, REMOVE)).toEqual([{ documentIds: ["kd3"] }]);
    expect(card("PAN card").getByText("XXXXXX234F")).toBeTruthy();
  });

  it("upload a new file beside the approved one", async () => {
    const user = userEvent.setup();
    await renderApproved(approvedView([panDoc, aadhaarDoc]));
    const after = approvedView([panDoc, aadhaarDoc, newPan]);
    const api = stubApi({ [UPDATE]: ok(after), [GET]: ok(after), [CONFIG]: ok(KYC_CONFIG) });
    const pan = card("PAN card");
    await user.click(pan.getByRole("button", { name: "Upload new file for PAN card" }));
    await user.type(pan.getByRole("textbox", { name: /PAN/ }), "ABCDE5678K");
    await user.upload(
      pan.getByLabelText(/Document file/),
      new File([new Uint8Array(2048)], "pan-renewed.pdf", { type: "application/pdf" }),
    );
    await user.click(pan.getByRole("button", { name: "Upload new file" }));
    expect(await pan.findByText(VENDOR_IDENTITY_COPY.documentWaiting)).toBeTruthy();
    expect((bodiesSent(api, UPDATE)[0] as FormData).get("action")).toBe("add");
  });
});

describe("an approved document the page still offered to change (409 DOCUMENT_APPROVED)", () => {
  /** The page as it was before operators approved the vendor: its documents still editable. */
  const before: KycView = { state: "in_progress", reason: null, submittedAt: null, documents: [panDoc, aadhaarDoc], missingTypes: [] };

  it("says a removal was refused, in the API's words or, without them, the domain's", async () => {
    const user = userEvent.setup();
    stubApi({
      [REMOVE]: [fail(409, IDENTITY_MESSAGES.approvedDocumentLocked, "DOCUMENT_APPROVED"), fail(409, null, "DOCUMENT_APPROVED")],
    });
    await renderRoute(kycRoute, { path: "/vendor/kyc", data: { kyc: before, config: KYC_CONFIG } });
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(card("PAN card").getByRole("button", { name: "Remove PAN card" }));
      await user.click(within(await findDialog("Remove PAN card?")).getByRole("button", { name: "Remove" }));
      // The question closes on the answer, which the card then shows.
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect((await card("PAN card").findByRole("alert")).textContent).toBe(IDENTITY_MESSAGES.approvedDocumentLocked);
    }
  });

  it("says an edit of its details was refused, keeping what was typed", async () => {
    const user = userEvent.setup();
    stubApi({ [DETAILS]: fail(409, null, "DOCUMENT_APPROVED") });
    await renderRoute(kycRoute, { path: "/vendor/kyc", data: { kyc: before, config: KYC_CONFIG } });
    await user.click(card("PAN card").getByRole("button", { name: "Edit details of PAN card" }));
    await user.type(card("PAN card").getByRole("textbox", { name: /PAN/ }), "ABCDE5678K");
    await user.click(card("PAN card").getByRole("button", { name: /Save/ }));
    expect((await card("PAN card").findByRole("alert")).textContent).toBe(IDENTITY_MESSAGES.approvedDocumentLocked);
    expect((card("PAN card").getByRole("textbox", { name: /PAN/ }) as HTMLInputElement).value).toBe("ABCDE5678K");
  });
});
