import type { kycStatusSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/kyc/status: the verification state, polled after submission. */
export function getKycStatus(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof kycStatusSchema>>(api, { method: "GET", path: vendorApiPaths.kyc.status(), signal });
}
