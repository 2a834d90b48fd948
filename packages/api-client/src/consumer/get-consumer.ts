import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { consumerProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/consumer: the signed-in consumer's profile. */
export function getConsumer(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof consumerProfileSchema>>(api, {
    method: "GET",
    path: apiPaths.consumer(),
    timeoutMs: TIMEOUTS_MS.consumerProfile,
    signal,
  });
}
