import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), uptimeSeconds: z.number() });
export const slugParamsSchema = z.object({ slug: z.string().max(200) });

/**
 * A record of at most `maxKeys` entries. The count is checked before any entry, so a body of thousands of keys is
 * refused without a look at each of them (docs/decisions/0016).
 */
export function boundedRecord<Key extends z.core.$ZodRecordKey, Value extends z.ZodType>(
  key: Key,
  value: Value,
  maxKeys: number,
  message: string,
) {
  return z.preprocess(
    (input, ctx) => {
      if (input !== null && typeof input === "object" && !Array.isArray(input) && Object.keys(input).length > maxKeys) {
        ctx.addIssue({ code: "custom", message, input });
      }
      return input;
    },
    z.record(key, value).meta({ maxProperties: maxKeys }),
  );
}
