import { redirect } from "react-router";
import { createBrief } from "@utsav/api-client/briefs/create-brief";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { BRIEF_MESSAGES, briefRequest } from "@utsav/domain/client";
import type { BriefDraft } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";
import { forgetDraft } from "./brief-draft";

// Sending a brief (docs/decisions/0023): the form checks the answers, has the consumer sign in, uploads the photos,
// then sends the answers as typed with the photos' ids to the /request-proposals route's clientAction as JSON
// (docs/decisions/0030). The action calls the API from the browser and opens the brief's page, where its quotes
// will arrive.

/** What the brief form sends: its answers as typed, and the ids of the photos it uploaded. */
export interface BriefSubmission extends BriefDraft {
  photoIds: string[];
}

/** Why the brief was not sent, shown above the button with the answers kept; a sent brief opens its own page. */
export type BriefActionResult = { error: string } | undefined;

/** The answers the form sent, read back as the form holds them. */
function draftOf(body: SubmittedBody): BriefDraft {
  return {
    occasion: body.text("occasion"),
    eventDate: body.text("eventDate"),
    locality: body.text("locality"),
    guests: body.text("guests"),
    budgetMin: body.text("budgetMin"),
    budgetMax: body.text("budgetMax"),
    categories: body.list("categories"),
    notes: body.text("notes"),
  };
}

/** Sends the brief; once it is sent, the answers kept in the tab are done with and the brief's page opens. */
export async function sendBrief(api: ApiTransport, body: SubmittedBody): Promise<BriefActionResult | Response> {
  try {
    const result = await createBrief(api, briefRequest(draftOf(body), body.list("photoIds")));
    if (!result.ok) return { error: result.errorMessage ?? BRIEF_MESSAGES.briefSendFailed };
    forgetDraft();
    return redirect(paths.myBrief(result.data.id));
  } catch (thrown) {
    return { error: thrownMessage(thrown, BRIEF_MESSAGES.briefSendFailed) };
  }
}
