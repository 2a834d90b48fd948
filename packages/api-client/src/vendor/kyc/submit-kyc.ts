import type { kycStatusSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/kyc/submit: sends the documents for verification; answers with the status. */
export function submitKyc(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof kycStatusSchema>>(api, { method: "POST", path: vendorApiPaths.kyc.submit(), signal });
}
