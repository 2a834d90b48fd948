import type { UnservedAnswer } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { localityPaths } from "./paths.ts";

/**
 * GET /api/public/localities/unserved (no sign-in, no cookie kept): the offerings whose vendors do not serve a
 * locality, a name or a pincode, for a client that keeps the shopper's choice itself (docs/decisions/0069).
 */
export function getUnserved(api: ApiTransport, locality: string, { signal }: CallOptions = {}) {
  return send<UnservedAnswer>(api, { method: "GET", path: localityPaths.unserved(locality), signal });
}
