import { z } from "zod";
import { findLocality } from "./localities.ts";
import { TERMS_MESSAGES } from "./rules.ts";

// Apart from schemas.ts so that the shopper's schemas (the booking form's, the chosen locality's) do not load the
// gazetteer: only the vendor's profile checks a locality against it in a schema (docs/decisions/0067).

/**
 * A locality a vendor names (its base, an area it serves), typed in any spelling or as a pincode: kept as the
 * gazetteer's name, and refused otherwise with the location popup's words (docs/decisions/0036). For `.transform`.
 */
export function toLocalityName(text: string, ctx: z.RefinementCtx): string {
  const locality = findLocality(text);
  if (locality) return locality.name;
  ctx.addIssue({ code: "custom", message: TERMS_MESSAGES.unknownLocality(text.trim()) });
  return z.NEVER;
}
