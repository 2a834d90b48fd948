import type { kycConfigSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/kyc/config: the document types with their number formats; file size and types. */
export function getKycConfig(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof kycConfigSchema>>(api, { method: "GET", path: vendorApiPaths.kyc.config(), signal });
}
