import { acceptQuote } from "@utsav/api-client/briefs/accept-quote";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { BRIEF_MESSAGES } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// Accepting a quote (docs/decisions/0023): the dialog that asks once more sends the quote to the brief's route's
// clientAction through a fetcher, so the page under the dialog stays as it is (docs/decisions/0030). The API turns the
// quote into a booking; the page is then read again and links to it.

/** What the dialog sends: the quote accepted. */
export interface AcceptSubmission {
  quoteId: string;
}

/** The quote accepted, or the refusal to show in the dialog. */
export type AcceptActionResult = { accepted: string } | { error: string } | undefined;

/** Accepts the quote sent for this brief; a refusal, or a server out of reach, is the dialog's error. */
export async function acceptBriefQuote(api: ApiTransport, briefId: string, body: SubmittedBody): Promise<AcceptActionResult> {
  const quoteId = body.text("quoteId");
  try {
    const result = await acceptQuote(api, briefId, quoteId);
    return result.ok ? { accepted: quoteId } : { error: result.errorMessage ?? BRIEF_MESSAGES.acceptFailed };
  } catch (thrown) {
    return { error: thrownMessage(thrown, BRIEF_MESSAGES.acceptFailed) };
  }
}
