import type { serviceabilitySchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { localityPaths } from "./paths.ts";

/** GET /api/serviceability: whether an offering's vendor serves a locality (a name or a pincode), with the page's line. */
export function getServiceability(api: ApiTransport, offeringId: string, locality: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof serviceabilitySchema>>(api, {
    method: "GET",
    path: localityPaths.serviceability(offeringId, locality),
    signal,
  });
}
