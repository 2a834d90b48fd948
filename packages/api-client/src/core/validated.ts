import type { z } from "zod";
import type { EnvelopeResult } from "./envelope.ts";

// Opt-in checks of answers against the domain's schemas (validate.ts for every call, shopper-validate.ts for the
// native app's): apart from both maps of schemas, so neither loads the other's (docs/decisions/0067).

/** What a failure says when a successful reply's data does not match its schema: no status, no message of its own. */
export const INVALID_RESPONSE = "INVALID_RESPONSE";

/**
 * The result with its data checked against the schema. Data that does not match is a failure with status 0,
 * errorCode INVALID_RESPONSE and no errorMessage, so the screen shows its own fallback message.
 */
export function validated<T>(result: EnvelopeResult<unknown>, schema: z.ZodType<T>): EnvelopeResult<T> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0, errorMessage: null, errorCode: INVALID_RESPONSE };
}

/** A call that checks its answer: `const getHome = validating(client.getHome, responseSchemas.getHome)`. */
export function validating<Args extends unknown[], T>(call: (...args: Args) => Promise<EnvelopeResult<unknown>>, schema: z.ZodType<T>) {
  return async (...args: Args): Promise<EnvelopeResult<T>> => validated(await call(...args), schema);
}
