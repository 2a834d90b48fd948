import { z } from "zod";
import { MESSAGES } from "./messages.ts";
import { EMAIL_PATTERN, withinEmailLengths } from "./email.ts";
import { isValidPhoneEntry, normalizeIndianMobile } from "./phone-entry.ts";

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), uptimeSeconds: z.number() });
/** How long the oldest due message may wait before the outbox is behind (GET /health/outbox, docs/decisions/0096). */
export const OUTBOX_ALARM_SECONDS = { default: 120, min: 10, max: 86_400 } as const;
export const outboxHealthQuerySchema = z.object({
  alarmAfter: z.coerce
    .number()
    .int()
    .min(OUTBOX_ALARM_SECONDS.min, `alarmAfter is ${OUTBOX_ALARM_SECONDS.min} to ${OUTBOX_ALARM_SECONDS.max} seconds`)
    .max(OUTBOX_ALARM_SECONDS.max, `alarmAfter is ${OUTBOX_ALARM_SECONDS.min} to ${OUTBOX_ALARM_SECONDS.max} seconds`)
    .default(OUTBOX_ALARM_SECONDS.default),
});
/** The outbox keeping up: how long its oldest due message has waited to be sent (0 when none waits). */
export const outboxHealthSchema = z.object({ status: z.literal("ok"), oldestWaitingSeconds: z.number().int().min(0) });
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

// Phone numbers and e-mail addresses as every form takes them (spec: application §5).

export const phoneEntrySchema = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(32, MESSAGES.phoneInvalid)
  .refine(isValidPhoneEntry, MESSAGES.phoneInvalid);

export const emailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .refine(withinEmailLengths, MESSAGES.emailInvalid);

/** A phone entry normalised to '+91XXXXXXXXXX'; anything that is not an Indian mobile number is refused. */
export const phoneNumberSchema = phoneEntrySchema.transform((entry, ctx) => {
  const normalized = normalizeIndianMobile(entry);
  if (!normalized) {
    ctx.addIssue({ code: "custom", message: MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return normalized;
});
