import { approveIdentityChange } from "@utsav/api-client/operator/approve-identity-change";
import { decideVendor } from "@utsav/api-client/operator/decide-vendor";
import { hideOffering } from "@utsav/api-client/operator/hide-offering";
import { inviteVendorOwner } from "@utsav/api-client/operator/invite-vendor-owner";
import { makeDocumentLink } from "@utsav/api-client/operator/make-document-link";
import { pauseVendor } from "@utsav/api-client/operator/pause-vendor";
import { rejectIdentityChange } from "@utsav/api-client/operator/reject-identity-change";
import { restoreOffering } from "@utsav/api-client/operator/restore-offering";
import { restoreVendor } from "@utsav/api-client/operator/restore-vendor";
import { revealDocumentNumber } from "@utsav/api-client/operator/reveal-document-number";
import { revokeVendorOwnerInvite } from "@utsav/api-client/operator/revoke-vendor-owner-invite";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import {
  formatPhoneDisplay,
  IDENTITY_MESSAGES,
  IDENTITY_REVIEW_COPY,
  OPERATOR_COPY,
  REVIEW_DECISIONS,
  REVIEW_SECTIONS,
  VENDOR_OWNER_COPY,
} from "@utsav/domain/client";
import type { ReviewDecision, ReviewSection } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The console's acts on one vendor (docs/decisions/0020): each form of the review page sends one, named by its
// intent, to the page's clientAction, which calls the API from the browser (so the audit log records the operator's
// own address). One function an act; the API checks each and writes it to the log, then the page is read again.

/** What the review page's forms send: the act and what it needs (docs/decisions/0030: JSON to the clientAction). */
export type ReviewAct =
  | { intent: "reveal"; documentId: string }
  | { intent: "open-document"; documentId: string }
  | { intent: "decision"; decision: ReviewDecision; reason: string; sections: ReviewSection[] }
  | { intent: "pause-vendor"; reason: string }
  | { intent: "restore-vendor" }
  | { intent: "hide-offering"; target: string; reason: string }
  | { intent: "restore-offering"; target: string }
  | { intent: "approve-identity" }
  | { intent: "reject-identity"; reason: string }
  | { intent: "invite-owner"; phoneNumber: string }
  | { intent: "revoke-owner-invite"; inviteId: string };

export type ReviewIntent = ReviewAct["intent"];

/** What the page's action answered: a message, an error, a revealed number, or the link that shows a document. */
export type ReviewActionResult =
  | { message: string }
  | { error: string }
  | { revealed: { documentId: string; number: string } }
  | { opened: { documentId: string; url: string } }
  | undefined;

/** What an act says when the API gave no reason, and when a form sent an act the page does not know. */
export const ACT_FAILED = OPERATOR_COPY.failed;
export const UNKNOWN_ACT = "Unknown action";

/** The API's refusals of an identity decision by code (docs/decisions/0032), in the domain's words. */
const REFUSED_BY_CODE = new Map<string | null, string>([
  ["NO_PENDING_CHANGE", IDENTITY_MESSAGES.nothingPending],
  ["VENDOR_NAME_TAKEN", IDENTITY_MESSAGES.nameTakenMeanwhile],
]);

const said = (result: EnvelopeResult<unknown>, message: string): ReviewActionResult =>
  result.ok ? { message } : { error: result.errorMessage ?? REFUSED_BY_CODE.get(result.errorCode) ?? ACT_FAILED };

const DONE: Record<ReviewDecision, string> = {
  approve: "Approved: the vendor is live.",
  reject: "Rejected.",
  changes: "Changes requested.",
};

const isDecision = (value: string): value is ReviewDecision => (REVIEW_DECISIONS as readonly string[]).includes(value);
const isSection = (value: string): value is ReviewSection => (REVIEW_SECTIONS as readonly string[]).includes(value);

type Act = (api: ApiTransport, vendorId: string, body: SubmittedBody) => Promise<ReviewActionResult>;

const ACTS: Record<ReviewIntent, Act> = {
  reveal: async (api, vendorId, body) => {
    const documentId = body.text("documentId");
    const result = await revealDocumentNumber(api, vendorId, documentId);
    return result.ok ? { revealed: { documentId, number: result.data.number } } : said(result, "");
  },
  // The API writes the opening to the audit log and answers a link that shows the file for a minute: the GET that
  // serves it changes nothing, so no page elsewhere can open a document in the operator's name (docs/decisions/0020).
  "open-document": async (api, vendorId, body) => {
    const documentId = body.text("documentId");
    const result = await makeDocumentLink(api, vendorId, documentId);
    return result.ok ? { opened: { documentId, url: result.data.url } } : said(result, "");
  },
  decision: async (api, vendorId, body) => {
    const decision = body.text("decision");
    if (!isDecision(decision)) return { error: UNKNOWN_ACT };
    const sections = body.list("sections").filter(isSection);
    return said(await decideVendor(api, vendorId, { decision, reason: body.text("reason") || null, sections }), DONE[decision]);
  },
  "pause-vendor": async (api, vendorId, body) => said(await pauseVendor(api, vendorId, body.text("reason")), "The vendor is paused."),
  "restore-vendor": async (api, vendorId) => said(await restoreVendor(api, vendorId), "The vendor is restored."),
  "hide-offering": async (api, _vendorId, body) =>
    said(await hideOffering(api, body.text("target"), body.text("reason")), "The offering is hidden."),
  "restore-offering": async (api, _vendorId, body) => said(await restoreOffering(api, body.text("target")), "The offering is shown again."),
  // An approved vendor's new name, categories or documents (docs/decisions/0032): 409 when nothing waits any more, or
  // when another vendor took the name meanwhile.
  "approve-identity": async (api, vendorId) => said(await approveIdentityChange(api, vendorId), IDENTITY_REVIEW_COPY.approved),
  "reject-identity": async (api, vendorId, body) =>
    said(await rejectIdentityChange(api, vendorId, body.text("reason").trim()), IDENTITY_REVIEW_COPY.rejected),
  // Linking the business's owner (docs/decisions/0033): 409 when it has one, or the number runs another business.
  "invite-owner": async (api, vendorId, body) => {
    const result = await inviteVendorOwner(api, vendorId, { phoneNumber: body.text("phoneNumber") });
    return said(result, VENDOR_OWNER_COPY.invited(result.ok && result.data.invite ? formatPhoneDisplay(result.data.invite.phone) : ""));
  },
  "revoke-owner-invite": async (api, vendorId, body) =>
    said(await revokeVendorOwnerInvite(api, vendorId, body.text("inviteId")), VENDOR_OWNER_COPY.revoked),
};

const isIntent = (value: string): value is ReviewIntent => Object.hasOwn(ACTS, value);

/** Runs the act a form of the review page sent; an intent the page does not know is refused. */
export function runReviewAct(api: ApiTransport, vendorId: string, body: SubmittedBody): Promise<ReviewActionResult> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, vendorId, body) : Promise.resolve({ error: UNKNOWN_ACT });
}
