import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../../lib/api-client";
import { submittedForm } from "../../../shared/lib/forms/submitted-form";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { runKycAct, uploadForm } from "./kyc-acts";

// The KYC route's clientAction, as a form sends it: JSON, or a document as multipart form data.

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  submittedForm(new Request("http://localhost/vendor/kyc", { method: "POST", body, headers }));
const json = (body: unknown) => post(JSON.stringify(body), { "content-type": "application/json" });
const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: "application/pdf" });
const view = { state: "in_progress", reason: null, submittedAt: null, documents: [], missingTypes: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the KYC's acts", () => {
  it("uploads a document with what it says, an expiry date only where it has one", async () => {
    const fetchMock = stubApi({ "POST /api/vendor/kyc/update": ok(view) });
    const pan = uploadForm({ file: pdf("pan.pdf"), type: "pan", documentNumber: "ABCDE1234F", expiryDate: null });
    expect(await runKycAct(browserApi, await post(pan))).toEqual({ ok: true });
    const fssai = uploadForm({ file: pdf("fssai.pdf"), type: "fssai", documentNumber: "10020042000123", expiryDate: "2030-03-31" });
    expect(await runKycAct(browserApi, await post(fssai))).toEqual({ ok: true });
    const sent = bodiesSent(fetchMock, "POST /api/vendor/kyc/update") as FormData[];
    expect(sent.map((form) => JSON.parse(form.get("documentsInfo") as string))).toEqual([
      [{ type: "pan", documentNumber: "ABCDE1234F" }],
      [{ type: "fssai", documentNumber: "10020042000123", expiryDate: "2030-03-31" }],
    ]);
    expect(sent.map((form) => (form.get("documents") as File).name)).toEqual(["pan.pdf", "fssai.pdf"]);
  });

  it("refuses an upload without a file or of an unknown type, asking the API nothing", async () => {
    const fetchMock = stubApi({});
    const noFile = new FormData();
    noFile.append("intent", "upload");
    noFile.append("type", "pan");
    noFile.append("documentNumber", "ABCDE1234F");
    expect(await runKycAct(browserApi, await post(noFile))).toEqual({ ok: false, error: MESSAGES.kycUpdateFailed });
    const unknown = uploadForm({ file: pdf("x.pdf"), type: "pan", documentNumber: "ABCDE1234F", expiryDate: null });
    unknown.set("type", "passport");
    expect(await runKycAct(browserApi, await post(unknown))).toEqual({ ok: false, error: MESSAGES.kycUpdateFailed });
    expect(callsMade(fetchMock)).toEqual([]);
  });

  it("sends only the details that were typed", async () => {
    const fetchMock = stubApi({ "POST /api/vendor/kyc/documents/kd1": ok(view) });
    await runKycAct(browserApi, await json({ intent: "details", documentId: "kd1", expiryDate: "2028-01-01" }));
    await runKycAct(browserApi, await json({ intent: "details", documentId: "kd1", documentNumber: "ABCDE4567K" }));
    expect(bodiesSent(fetchMock, "POST /api/vendor/kyc/documents/kd1")).toEqual([
      { expiryDate: "2028-01-01" },
      { documentNumber: "ABCDE4567K" },
    ]);
  });

  it("answers the server's message, else the call's own when there is none or the server cannot be reached", async () => {
    stubApi({ "POST /api/vendor/kyc/submit": fail(400, "The document has expired: FSSAI licence") });
    expect(await runKycAct(browserApi, await json({ intent: "submit" }))).toEqual({
      ok: false,
      error: "The document has expired: FSSAI licence",
    });
    stubApi({ "POST /api/vendor/kyc/documents/remove": new TypeError("offline") });
    expect(await runKycAct(browserApi, await json({ intent: "remove", documentId: "kd1" }))).toEqual({
      ok: false,
      error: MESSAGES.kycRemoveFailed,
    });
  });

  it("refuses an act it does not know", async () => {
    const fetchMock = stubApi({});
    expect(await runKycAct(browserApi, await json({ intent: "approve" }))).toEqual({ ok: false, error: "Unknown action" });
    expect(callsMade(fetchMock)).toEqual([]);
  });
});
