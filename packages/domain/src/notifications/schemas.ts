import { z } from "zod";

/** The local outbox (local runs only): what the local SMS, e-mail and WhatsApp providers kept instead of sending. */
export const outboxSchema = z.object({
  messages: z.array(z.object({ channel: z.enum(["sms", "email", "whatsapp"]), to: z.string(), text: z.string(), sentAt: z.string() })),
});
export type LocalOutboxData = z.output<typeof outboxSchema>;
