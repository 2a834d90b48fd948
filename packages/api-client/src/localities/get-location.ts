import type { chosenLocalitySchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { localityPaths } from "./paths.ts";

/** GET /api/location: the consumer's chosen locality (the profile's when signed in, else the cookie's), or null. */
export function getLocation(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof chosenLocalitySchema>>(api, { method: "GET", path: localityPaths.location(), signal });
}
