import type { kycViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/kyc: the KYC state, the documents (numbers masked) and the required types still missing. */
export function getKyc(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof kycViewSchema>>(api, { method: "GET", path: vendorApiPaths.kyc.kyc(), signal });
}
