import type { QuoteRequest, VendorBriefDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/briefs/{id}/quote: sends or changes this vendor's quote; 409 once the brief is booked or past. */
export function sendQuote(api: ApiTransport, id: string, body: QuoteRequest, { signal }: CallOptions = {}) {
  return send<VendorBriefDetail>(api, { method: "POST", path: vendorApiPaths.briefs.quote(id), body, signal });
}
