import { declineBrief } from "@utsav/api-client/vendor/briefs/decline-brief";
import { sendQuote } from "@utsav/api-client/vendor/briefs/send-quote";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { BRIEF_MESSAGES, isWholeRupees, QUOTE_MESSAGES, rupeesEntry } from "@utsav/domain/client";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";

// The vendor's answers to a brief (docs/decisions/0023): the quote form and the decline form of the brief's page send
// one each, named by its intent, to the page's clientAction, which calls the API from the browser (docs/decisions/0030).
// One function an act; the API checks the brief is still open, then the page is read again.

/** What the brief page's forms send: the quote as typed (the price in the words the person used), or a decline. */
export type BriefAct =
  { intent: "quote"; price: string; included: string; offeringId: string; validUntil: string } | { intent: "decline"; reason: string };

export type BriefIntent = BriefAct["intent"];

/** What the page's action answered: done, or the refusal to show above the form's buttons. */
export type BriefActionResult = { done: true } | { error: string } | undefined;

type Act = (api: ApiTransport, briefId: string, body: SubmittedBody) => Promise<BriefActionResult>;

/** Sends one answer; a refusal, or a server out of reach, is the form's error (application §8). */
async function said(call: () => Promise<EnvelopeResult<unknown>>): Promise<BriefActionResult> {
  try {
    const result = await call();
    return result.ok ? { done: true } : { error: result.errorMessage ?? QUOTE_MESSAGES.quoteSendFailed };
  } catch (error) {
    return { error: thrownMessage(error, QUOTE_MESSAGES.quoteSendFailed) };
  }
}

const ACTS: Record<BriefIntent, Act> = {
  quote: async (api, briefId, body) => {
    // Read as the form's check read it (validateQuote over rupeesEntry): '18,000' is 18000.
    const price = rupeesEntry(body.text("price"));
    if (!isWholeRupees(price)) return { error: BRIEF_MESSAGES.rupeesInvalid };
    const quote = {
      price,
      included: body.text("included").trim(),
      validUntil: body.text("validUntil"),
      offeringId: body.text("offeringId") || null,
    };
    return said(() => sendQuote(api, briefId, quote));
  },
  decline: async (api, briefId, body) => said(() => declineBrief(api, briefId, { reason: body.text("reason").trim() || undefined })),
};

const isIntent = (value: string): value is BriefIntent => Object.hasOwn(ACTS, value);

/** Runs the answer a form of the page sent; one the page does not know is refused without asking the API. */
export function runBriefAct(api: ApiTransport, briefId: string, body: SubmittedBody): Promise<BriefActionResult> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, briefId, body) : Promise.resolve({ error: QUOTE_MESSAGES.quoteSendFailed });
}
