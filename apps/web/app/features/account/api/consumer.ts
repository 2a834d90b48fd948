import { TIMEOUTS_MS } from "@utsav/domain/client";
import type { ConsumerUpdate, ConsumerUser } from "@utsav/domain";
import { apiPaths } from "../../../lib/paths";
import { sendEnvelope } from "../../../lib/api-client";

/** GET /api/consumer: the signed-in consumer's profile. */
export function getConsumer() {
  return sendEnvelope<{ user: ConsumerUser }>(apiPaths.consumer(), { timeoutMs: TIMEOUTS_MS.consumerProfile });
}

/**
 * PUT /api/consumer: saves the onboarding answers (fullName, companyName) or the profile (with email and
 * profileImage; an empty e-mail or company clears it), and answers with the stored profile.
 */
export function updateConsumer(update: ConsumerUpdate) {
  return sendEnvelope<{ user: ConsumerUser }>(apiPaths.consumer(), { method: "PUT", body: update, timeoutMs: TIMEOUTS_MS.consumerProfile });
}
