import type { chosenLocalityBodySchema, chosenLocalitySchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { localityPaths } from "./paths.ts";

/** PUT /api/location: chooses a locality by name or pincode (null forgets it); 400 when it is not a Bengaluru locality. */
export function setLocation(api: ApiTransport, body: z.input<typeof chosenLocalityBodySchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof chosenLocalitySchema>>(api, { method: "PUT", path: localityPaths.location(), body, signal });
}
