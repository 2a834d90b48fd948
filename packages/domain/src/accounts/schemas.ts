import { z } from "zod";
import { MESSAGES } from "../shared/messages.ts";
import { emailSchema, phoneNumberSchema } from "../shared/schemas.ts";
import { USER_TYPES } from "./constants.ts";

// spec: application §3 (Consumer profile, Auth state), §5 (validation), §7 (auth and consumer calls)

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const consumerUserSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  profileImage: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type ConsumerUser = z.infer<typeof consumerUserSchema>;
export const consumerProfileSchema = z.object({ user: consumerUserSchema });

export const authStateSchema = z.object({
  userId: z.string().nullable(),
  isNewUser: z.boolean(),
  isAuthenticated: z.boolean(),
  otpSession: z.object({ phoneNumber: z.string() }).nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const userTypeParamsSchema = z.object({ userType: userTypeSchema });

export const otpGenerateRequestSchema = z.object({ phoneNumber: phoneNumberSchema }).strict();
export const otpGenerateResponseSchema = z.object({
  phoneNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const otpVerifyRequestSchema = z
  .object({
    phoneNumber: phoneNumberSchema,
    otp: z
      .string({ error: MESSAGES.otpIncomplete })
      .max(6, MESSAGES.otpIncomplete)
      .regex(/^\d{6}$/, MESSAGES.otpIncomplete),
  })
  .strict();
export const otpVerifyResponseSchema = z.object({
  userId: z.string(),
  isNewUser: z.boolean(),
  /** Only for native clients that asked for a bearer token (header x-session-transport: bearer). */
  token: z.string().optional(),
});

export const sessionStateSchema = z.object({
  isAuthenticated: z.boolean(),
  userId: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  isNewUser: z.boolean(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
/** Signing out everywhere: every session of the user ends, this one included. */
export const logoutEverywhereResponseSchema = z.object({ loggedOut: z.literal(true), sessionsEnded: z.number().int().min(0) });

const nameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(80, "Name must be at most 80 characters");
const companySchema = z
  .string()
  .trim()
  .max(120, "Company name must be at most 120 characters")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** PUT /consumer: onboarding sends fullName and companyName; profile save adds email and profileImage. */
export const consumerUpdateSchema = z
  .object({
    fullName: nameSchema,
    companyName: companySchema,
    email: z
      .union([z.literal(""), emailSchema, z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null)),
    profileImage: z
      .string()
      .max(80, "Profile image must be an uploaded picture")
      .regex(/^\/media\/profile\/[a-f0-9-]{36}\.webp$/, "Profile image must be an uploaded picture")
      .nullable()
      .optional(),
  })
  .strict();
export type ConsumerUpdate = z.input<typeof consumerUpdateSchema>;
