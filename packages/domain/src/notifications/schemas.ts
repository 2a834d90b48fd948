import { z } from "zod";
import { EXPO_PUSH_TOKEN, EXPO_PUSH_TOKEN_MAX, PUSH_PLATFORMS } from "./push.ts";

/** The local outbox (local runs only): what the local SMS, e-mail, WhatsApp and push providers kept instead of sending. */
export const outboxSchema = z.object({
  messages: z.array(
    z.object({ channel: z.enum(["sms", "email", "whatsapp", "push"]), to: z.string(), text: z.string(), sentAt: z.string() }),
  ),
});
export type LocalOutboxData = z.output<typeof outboxSchema>;

/** An Expo push token (docs/decisions/0070): ExponentPushToken[…] or ExpoPushToken[…], of bounded length. */
export const expoPushTokenSchema = z
  .string()
  .max(EXPO_PUSH_TOKEN_MAX)
  .regex(EXPO_PUSH_TOKEN, "Not an Expo push token")
  .meta({ example: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]" });

/** PUT /api/push-tokens: this phone's token, registered (or seen again) for the signed-in account. */
export const pushTokenRegistrationSchema = z.strictObject({ token: expoPushTokenSchema, platform: z.enum(PUSH_PLATFORMS) });
export type PushTokenRegistration = z.input<typeof pushTokenRegistrationSchema>;

/** DELETE /api/push-tokens: this phone's token, forgotten at sign-out. */
export const pushTokenRemovalSchema = z.strictObject({ token: expoPushTokenSchema });
export type PushTokenRemoval = z.input<typeof pushTokenRemovalSchema>;

/** What PUT /api/push-tokens answers: the account type the phone now receives pushes for. */
export const pushTokenRegisteredSchema = z.object({ role: z.enum(["consumer", "vendor"]), platform: z.enum(PUSH_PLATFORMS) });
/** What DELETE /api/push-tokens answers: whether the signed-in account had that token. */
export const pushTokenRemovedSchema = z.object({ removed: z.boolean() });

/** GET /api/consumer/messages (docs/decisions/0074): whether the shopper keeps the SMS beside a push, and how many phones take their pushes. */
export const shopperMessagesSchema = z.object({ smsWithPush: z.boolean(), pushPhones: z.number().int().min(0) });
export type ShopperMessages = z.output<typeof shopperMessagesSchema>;

/** PUT /api/consumer/messages: the choice. */
export const shopperMessagesUpdateSchema = z.strictObject({ smsWithPush: z.boolean() });
export type ShopperMessagesUpdate = z.input<typeof shopperMessagesUpdateSchema>;
