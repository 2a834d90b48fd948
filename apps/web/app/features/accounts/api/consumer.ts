import { getConsumer as getConsumerCall } from "@utsav/api-client/consumer/get-consumer";
import { updateConsumer as updateConsumerCall } from "@utsav/api-client/consumer/update-consumer";
import type { ConsumerUpdate } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** GET /api/consumer: the signed-in consumer's profile. */
export const getConsumer = () => getConsumerCall(browserApi);

/** PUT /api/consumer: saves the onboarding answers or the profile, and answers with the stored profile. */
export const updateConsumer = (update: ConsumerUpdate) => updateConsumerCall(browserApi, update);
