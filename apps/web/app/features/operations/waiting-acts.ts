import { cancelOperatorBooking } from "@utsav/api-client/operator/cancel-operator-booking";
import { completeOperatorBooking } from "@utsav/api-client/operator/complete-operator-booking";
import { resendBrief } from "@utsav/api-client/operator/resend-brief";
import { revealBookingContacts } from "@utsav/api-client/operator/reveal-booking-contacts";
import { revealBriefContacts } from "@utsav/api-client/operator/reveal-brief-contacts";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { PROBLEM_COPY, WAITING_COPY } from "@utsav/domain/client";
import type { WaitingContacts } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The Waiting page's acts (docs/decisions/0037): reading both sides' numbers, cancelling a booking with a reason, and
// sending a brief to more vendors. Each is sent as JSON to the page's clientAction, which calls the API from the
// browser, so the audit log records the operator's own address (docs/decisions/0020, 0030).

/** What the page's buttons and forms send: the act and what it needs. */
export type WaitingAct =
  | { intent: "booking-contacts"; bookingId: string }
  | { intent: "brief-contacts"; briefId: string; vendorId: string }
  | { intent: "cancel"; bookingId: string; reason: string }
  | { intent: "complete"; bookingId: string; reason: string }
  | { intent: "resend"; briefId: string };

export type WaitingIntent = WaitingAct["intent"];

/** What an act answered: both sides' numbers, a sentence to show, or why it failed. */
export type WaitingActResult = { contacts: WaitingContacts } | { message: string } | { error: string } | undefined;

const ACTS: Record<WaitingIntent, (api: ApiTransport, body: SubmittedBody) => Promise<WaitingActResult>> = {
  "booking-contacts": async (api, body) => contactsOf(await revealBookingContacts(api, body.text("bookingId"))),
  "brief-contacts": async (api, body) => contactsOf(await revealBriefContacts(api, body.text("briefId"), body.text("vendorId"))),
  cancel: async (api, body) => {
    const result = await cancelOperatorBooking(api, body.text("bookingId"), body.text("reason").trim());
    return result.ok ? { message: WAITING_COPY.cancelled(result.data.reference) } : refusal(result);
  },
  complete: async (api, body) => {
    const result = await completeOperatorBooking(api, body.text("bookingId"), body.text("reason").trim());
    return result.ok ? { message: PROBLEM_COPY.completed(result.data.reference) } : refusal(result);
  },
  resend: async (api, body) => {
    const result = await resendBrief(api, body.text("briefId"));
    return result.ok ? { message: WAITING_COPY.resent(result.data.added) } : refusal(result);
  },
};

const refusal = (result: { errorMessage: string | null }) => ({ error: result.errorMessage ?? WAITING_COPY.failed });

const contactsOf = (result: EnvelopeResult<WaitingContacts>): WaitingActResult => (result.ok ? { contacts: result.data } : refusal(result));

const isIntent = (value: string): value is WaitingIntent => Object.hasOwn(ACTS, value);

/** Runs the act the page sent; one it does not know is refused without asking the API, and a server out of reach is said. */
export async function runWaitingAct(api: ApiTransport, body: SubmittedBody): Promise<WaitingActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: WAITING_COPY.failed };
  try {
    return await ACTS[intent](api, body);
  } catch (error) {
    return { error: thrownMessage(error, WAITING_COPY.failed) };
  }
}
