import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KYC_DOCUMENT_RULES, KYC_MESSAGES, MESSAGES, messageFor, UPLOAD } from "@utsav/domain/client";
import { KYC_CONFIG } from "@utsav/domain";
import type { KycDocument, KycView } from "@utsav/domain";
import * as kycRoute from "../../../routes/vendor/kyc";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../gallery/test-support";
import { KYC_STATUS_POLL_MS } from "./use-kyc-status";
import { findDialog } from "../../../../test/dialog";

const GET = "GET /api/vendor/kyc";
const STATUS = "GET /api/vendor/kyc/status";
const UPDATE = "POST /api/vendor/kyc/update";
const REMOVE = "POST /api/vendor/kyc/documents/remove";
const SUBMIT = "POST /api/vendor/kyc/submit";
const CONFIG = "GET /api/vendor/kyc/config";

const panDoc: KycDocument = {
  id: "kd1",
  type: "pan",
  documentNumber: "XXXXXX234F",
  expiryDate: null,
  fileName: "pan.pdf",
  contentType: "application/pdf",
  sizeBytes: 240_000,
  uploadedAt: "2026-11-20T10:00:00.000Z",
  downloadUrl: "/api/vendor/kyc/documents/kd1/file",
};
const aadhaarDoc: KycDocument = {
  ...panDoc,
  id: "kd2",
  type: "aadhaar",
  documentNumber: "XXXX XXXX 2346",
  fileName: "aadhaar.jpg",
  contentType: "image/jpeg",
  downloadUrl: "/api/vendor/kyc/documents/kd2/file",
};

const view = (change: Partial<KycView> = {}): KycView => ({
  state: "not_started",
  reason: null,
  submittedAt: null,
  documents: [],
  missingTypes: ["pan", "aadhaar"],
  ...change,
});
const complete = view({ state: "in_progress", documents: [panDoc, aadhaarDoc], missingTypes: [] });
const statusOf = (v: KycView, updatedAt: string | null = null) => ({
  state: v.state,
  reason: v.reason,
  submittedAt: v.submittedAt,
  updatedAt,
});

/** The documents page at /vendor/kyc, with the view and document types its loader read on the server. */
function renderKyc(kyc: KycView = view(), config: typeof KYC_CONFIG | null = KYC_CONFIG) {
  return renderRoute(kycRoute, { path: "/vendor/kyc", data: { kyc, config } });
}

/** What the page's loader reads when a change is done (or the status changed) and the page is read again. */
const readAgain = (kyc: KycView) => ({ [GET]: ok(kyc), [CONFIG]: ok(KYC_CONFIG) });

const card = (name: string) => screen.getByRole("article", { name });
/** The confirmation closes once the act is answered (and the page read again); until then the page is hidden. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
const file = (name: string, bytes = 2048, type = "application/pdf") => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("KycPage: state and documents", () => {
  it("shows the state, and one card per document type with whether it is required and why", async () => {
    stubApi({});
    await renderKyc();
    expect(screen.getByRole("heading", { level: 1, name: "Documents" })).toBeTruthy();
    const status = screen.getByRole("region", { name: "Verification status" });
    expect(within(status).getByText("Not started")).toBeTruthy();
    const pan = card("PAN card");
    expect(within(pan).getByText("Required")).toBeTruthy();
    expect(within(pan).getByText(KYC_DOCUMENT_RULES.pan.help)).toBeTruthy();
    expect(within(pan).getByText("For example ABCDE1234F")).toBeTruthy();
    expect(within(card("GST registration certificate")).getByText("Optional")).toBeTruthy();
    const fssai = card("FSSAI licence");
    expect(within(fssai).getByText("Required if you sell food")).toBeTruthy();
    expect(within(fssai).getByLabelText(/Expiry date/)).toBeTruthy();
    expect(within(pan).queryByLabelText(/Expiry date/)).toBeNull();
    expect((within(pan).getByLabelText(/Document file/) as HTMLInputElement).accept).toBe(
      "image/jpeg,image/png,image/webp,application/pdf",
    );
  });

  it("says a food licence is required of a vendor who sells food", async () => {
    stubApi({});
    await renderKyc(view({ missingTypes: ["pan", "fssai", "aadhaar"] }));
    expect(within(card("FSSAI licence")).getByText("Required: you sell food")).toBeTruthy();
  });

  it("shows an uploaded document masked, with its file and a download link", async () => {
    stubApi({});
    await renderKyc(view({ state: "in_progress", documents: [aadhaarDoc], missingTypes: ["pan"] }));
    const aadhaar = card("Aadhaar card");
    expect(within(aadhaar).getByText("XXXX XXXX 2346")).toBeTruthy();
    expect(within(aadhaar).getByText("aadhaar.jpg", { exact: false })).toBeTruthy();
    expect(
      within(aadhaar)
        .getByRole("link", { name: /Download/ })
        .getAttribute("href"),
    ).toBe("/api/vendor/kyc/documents/kd2/file");
    expect(within(aadhaar).queryByLabelText(/Document file/)).toBeNull();
  });

  it("explains a rejection: its reason and what to do", async () => {
    stubApi({});
    await renderKyc(
      view({
        state: "rejected",
        reason: "The PAN card photo is blurred",
        submittedAt: "2026-11-18T09:00:00.000Z",
        documents: [panDoc, aadhaarDoc],
        missingTypes: [],
      }),
    );
    const status = screen.getByRole("region", { name: "Verification status" });
    expect(within(status).getByText("Rejected")).toBeTruthy();
    expect(within(status).getByText("The PAN card photo is blurred")).toBeTruthy();
    expect(within(status).getByText(/Replace or correct the documents the reason names/)).toBeTruthy();
    // After a rejection the documents can change again.
    expect(within(card("PAN card")).getByRole("button", { name: /Remove/ })).toBeTruthy();
  });

  it("locks the documents, with the reason why, while they are in review", async () => {
    stubApi({});
    await renderKyc(
      view({ state: "in_review", submittedAt: "2026-11-18T09:00:00.000Z", documents: [panDoc, aadhaarDoc], missingTypes: [] }),
    );
    expect(screen.getByText(KYC_MESSAGES.lockedWhileReviewed)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove|Edit details|Upload/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit for verification" })).toBeNull();
    expect(within(card("PAN card")).getByRole("link", { name: /Download/ })).toBeTruthy();
  });

  it("asks again for the document types when they could not be read, saying 'Failed to fetch KYC configuration'", async () => {
    const user = userEvent.setup();
    stubApi({});
    await renderKyc(view(), null);
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.kycConfigFailed);
    stubApi(readAgain(view()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "PAN card" })).toBeTruthy();
  });
});

describe("KycPage: uploading (application §5)", () => {
  it("checks the number with the API's rules before anything is sent", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    await renderKyc();
    const pan = card("PAN card");
    await user.type(within(pan).getByRole("textbox", { name: /PAN/ }), "ABCD1234");
    await user.upload(within(pan).getByLabelText(/Document file/), file("pan.pdf"));
    await user.click(within(pan).getByRole("button", { name: "Upload" }));
    expect(within(pan).getByText(KYC_DOCUMENT_RULES.pan.invalidMessage)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("needs the file, and refuses one over 2 MB with the exact message", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    await renderKyc();
    const pan = card("PAN card");
    await user.type(within(pan).getByRole("textbox", { name: /PAN/ }), "ABCDE1234F");
    await user.upload(within(pan).getByLabelText(/Document file/), file("scan.pdf", UPLOAD.maxFileBytes + 1));
    expect(within(pan).getByText(messageFor.filesTooLarge(["scan.pdf"], UPLOAD.maxFileBytes))).toBeTruthy();
    expect(within(pan).getByText("File(s) too large: scan.pdf. Maximum size allowed is 2.0MB.")).toBeTruthy();
    await user.click(within(pan).getByRole("button", { name: "Upload" }));
    expect(within(pan).getByText(KYC_MESSAGES.fileRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(pan).getByLabelText(/Document file/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads a document with its normalised number, then shows it masked", async () => {
    const user = userEvent.setup();
    const uploaded = view({ state: "in_progress", documents: [panDoc], missingTypes: ["aadhaar"] });
    const fetchMock = stubApi({ [UPDATE]: ok(uploaded), ...readAgain(uploaded) });
    await renderKyc();
    const pan = card("PAN card");
    await user.type(within(pan).getByRole("textbox", { name: /PAN/ }), "abcde 1234f");
    await user.upload(within(pan).getByLabelText(/Document file/), file("pan.pdf"));
    await user.click(within(pan).getByRole("button", { name: "Upload" }));
    expect(await within(pan).findByText("XXXXXX234F")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Verification status" })).getByText("In progress")).toBeTruthy();

    const form = bodiesSent(fetchMock, UPDATE)[0] as FormData;
    expect(form.get("action")).toBe("add");
    expect(form.get("removeDocumentIds")).toBe("[]");
    expect(JSON.parse(form.get("documentsInfo") as string)).toEqual([{ type: "pan", documentNumber: "ABCDE1234F" }]);
    expect((form.get("documents") as File).name).toBe("pan.pdf");
  });

  it("sends the expiry date of a licence that has one", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [UPDATE]: fail(500, null) });
    await renderKyc();
    const fssai = card("FSSAI licence");
    await user.type(within(fssai).getByRole("textbox", { name: /FSSAI licence number/ }), "10020042000123");
    await user.type(within(fssai).getByLabelText(/Expiry date/), "2030-03-31");
    await user.upload(within(fssai).getByLabelText(/Document file/), file("fssai.png", 4096, "image/png"));
    await user.click(within(fssai).getByRole("button", { name: "Upload" }));
    expect((await within(fssai).findByRole("alert")).textContent).toBe(MESSAGES.kycUpdateFailed);
    expect(JSON.parse((bodiesSent(fetchMock, UPDATE)[0] as FormData).get("documentsInfo") as string)).toEqual([
      { type: "fssai", documentNumber: "10020042000123", expiryDate: "2030-03-31" },
    ]);
  });

  it("shows the server's message when an upload is refused", async () => {
    const user = userEvent.setup();
    stubApi({ [UPDATE]: fail(409, KYC_MESSAGES.lockedWhileReviewed) });
    await renderKyc();
    const pan = card("PAN card");
    await user.type(within(pan).getByRole("textbox", { name: /PAN/ }), "ABCDE1234F");
    await user.upload(within(pan).getByLabelText(/Document file/), file("pan.pdf"));
    await user.click(within(pan).getByRole("button", { name: "Upload" }));
    expect((await within(pan).findByRole("alert")).textContent).toBe(KYC_MESSAGES.lockedWhileReviewed);
  });
});

describe("KycPage: changing uploaded documents", () => {
  it("removes a document after a confirmation", async () => {
    const user = userEvent.setup();
    const removed = view({ state: "in_progress", documents: [aadhaarDoc], missingTypes: ["pan"] });
    const fetchMock = stubApi({ [REMOVE]: ok(removed), ...readAgain(removed) });
    await renderKyc(complete);
    await user.click(within(card("PAN card")).getByRole("button", { name: /Remove/ }));
    const dialog = await findDialog("Remove PAN card?");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await dialogClosed();
    expect(await within(card("PAN card")).findByRole("button", { name: "Upload" })).toBeTruthy();
    expect(bodiesSent(fetchMock, REMOVE)).toEqual([{ documentIds: ["kd1"] }]);
    expect(screen.getByText(KYC_MESSAGES.missingDocuments(["PAN card"]))).toBeTruthy();
  });

  it("says 'Failed to remove documents' when removing fails without a message", async () => {
    const user = userEvent.setup();
    stubApi({ [REMOVE]: fail(500, null) });
    await renderKyc(complete);
    await user.click(within(card("PAN card")).getByRole("button", { name: /Remove/ }));
    await user.click(within(await findDialog()).getByRole("button", { name: "Remove" }));
    await dialogClosed();
    expect((await within(card("PAN card")).findByRole("alert")).textContent).toBe(MESSAGES.kycRemoveFailed);
  });

  it("corrects a document's number with Edit details", async () => {
    const user = userEvent.setup();
    const corrected = { ...complete, documents: [{ ...panDoc, documentNumber: "XXXXXX567K" }, aadhaarDoc] };
    const fetchMock = stubApi({ "POST /api/vendor/kyc/documents/kd1": ok(corrected), ...readAgain(corrected) });
    await renderKyc(complete);
    const pan = card("PAN card");
    await user.click(within(pan).getByRole("button", { name: /Edit details/ }));
    expect(within(pan).getByText(/Leave empty to keep XXXXXX234F/)).toBeTruthy();
    await user.type(within(pan).getByRole("textbox", { name: /New PAN/ }), "abcde1234");
    await user.click(within(pan).getByRole("button", { name: "Save details" }));
    expect(within(pan).getByText(KYC_DOCUMENT_RULES.pan.invalidMessage)).toBeTruthy();
    await user.clear(within(pan).getByRole("textbox", { name: /New PAN/ }));
    await user.type(within(pan).getByRole("textbox", { name: /New PAN/ }), "ABCDE4567K");
    await user.click(within(pan).getByRole("button", { name: "Save details" }));
    expect(await within(pan).findByText("XXXXXX567K")).toBeTruthy();
    expect(bodiesSent(fetchMock, "POST /api/vendor/kyc/documents/kd1")).toEqual([{ documentNumber: "ABCDE4567K" }]);
  });

  it("says 'Failed to update document information' when Edit details fails without a message", async () => {
    const user = userEvent.setup();
    stubApi({ "POST /api/vendor/kyc/documents/kd1": fail(500, null) });
    await renderKyc(complete);
    const pan = card("PAN card");
    await user.click(within(pan).getByRole("button", { name: /Edit details/ }));
    await user.type(within(pan).getByRole("textbox", { name: /New PAN/ }), "ABCDE4567K");
    await user.click(within(pan).getByRole("button", { name: "Save details" }));
    expect((await within(pan).findByRole("alert")).textContent).toBe(MESSAGES.kycDocumentUpdateFailed);
  });
});

describe("KycPage: submitting and the status", () => {
  it("keeps 'Submit for verification' disabled, saying what is missing, until the required documents are in", async () => {
    stubApi({});
    await renderKyc(view({ state: "in_progress", documents: [aadhaarDoc], missingTypes: ["pan"] }));
    expect((screen.getByRole("button", { name: "Submit for verification" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Please upload these documents first: PAN card")).toBeTruthy();
  });

  it("submits, then shows the documents as submitted and locked", async () => {
    const user = userEvent.setup();
    const submitted = { ...complete, state: "submitted" as const, submittedAt: "2026-11-22T10:00:00.000Z" };
    const fetchMock = stubApi({
      [SUBMIT]: ok({ state: "submitted", reason: null, submittedAt: "2026-11-22T10:00:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z" }),
      ...readAgain(submitted),
    });
    await renderKyc(complete);
    await user.click(screen.getByRole("button", { name: "Submit for verification" }));
    expect(await within(screen.getByRole("region", { name: "Verification status" })).findByText("Submitted")).toBeTruthy();
    expect(screen.getByText(KYC_MESSAGES.lockedWhileReviewed)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(bodiesSent(fetchMock, SUBMIT)).toEqual([undefined]);
  });

  it("shows the server's message when submitting fails, else 'Failed to submit KYC for verification'", async () => {
    const user = userEvent.setup();
    stubApi({ [SUBMIT]: fail(400, "The document has expired: FSSAI licence") });
    await renderKyc(complete);
    await user.click(screen.getByRole("button", { name: "Submit for verification" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The document has expired: FSSAI licence");
    stubApi({ [SUBMIT]: fail(500, null) });
    await user.click(screen.getByRole("button", { name: "Submit for verification" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.kycSubmitFailed));
  });

  it("asks for the status every 30 s while in review, and shows the answer when it changes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const inReview = view({
      state: "in_review",
      submittedAt: "2026-11-18T09:00:00.000Z",
      documents: [panDoc, aadhaarDoc],
      missingTypes: [],
    });
    const rejected = { ...inReview, state: "rejected" as const, reason: "The PAN card photo is blurred" };
    let status = statusOf(inReview);
    const fetchMock = stubApi({ [STATUS]: () => ok(status), ...readAgain(rejected) });
    await renderKyc(inReview);
    expect(bodiesSent(fetchMock, STATUS)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS));
    expect(bodiesSent(fetchMock, STATUS)).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "Verification status" })).getByText("In review")).toBeTruthy();

    status = statusOf(rejected, "2026-11-22T11:00:00.000Z");
    await act(() => vi.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS));
    const card = screen.getByRole("region", { name: "Verification status" });
    await waitFor(() => expect(within(card).getByText("Rejected")).toBeTruthy());
    expect(within(card).getByText("The PAN card photo is blurred")).toBeTruthy();
    await waitFor(() => expect(bodiesSent(fetchMock, GET)).toHaveLength(1));

    // Rejected is not pending: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS * 3));
    expect(bodiesSent(fetchMock, STATUS)).toHaveLength(2);
  });

  it("does not ask for the status when nothing is pending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({});
    await renderKyc(complete);
    await act(() => vi.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to check verification status' when a check fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const submitted = view({
      state: "submitted",
      submittedAt: "2026-11-18T09:00:00.000Z",
      documents: [panDoc, aadhaarDoc],
      missingTypes: [],
    });
    stubApi({ [STATUS]: fail(500, null) });
    await renderKyc(submitted);
    await act(() => vi.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.kycStatusFailed);
  });
});
