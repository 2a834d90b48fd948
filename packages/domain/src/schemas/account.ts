import { z } from "zod";
import { USER_TYPES } from "../constants.ts";
import { messageFor, MESSAGES } from "../messages.ts";
import { EMAIL_PATTERN } from "../rules/email.ts";
import { isValidPhoneEntry } from "../rules/phone-entry.ts";
import { VENDOR_OFFERING_LIMITS } from "../rules/vendor-offering.ts";
import { boundedRecord } from "./common.ts";

const BOOKING_FIELDS_MAX = VENDOR_OFFERING_LIMITS.bookingAttributes.max;

// spec: application §3 (Consumer profile, Auth state, Booking payload, Gallery image, KYC document), §5 (validation)

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const phoneEntrySchema = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(32, MESSAGES.phoneInvalid)
  .refine(isValidPhoneEntry, MESSAGES.phoneInvalid);

export const emailSchema = z.string().trim().max(254, MESSAGES.emailInvalid).regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

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

export const bookingPayloadSchema = z.object({
  offeringId: z.string().min(1).max(40),
  vendorName: z.string().max(120),
  offeringName: z.string().max(200),
  bookingData: boundedRecord(
    z.string().max(40),
    z.string().max(2000),
    BOOKING_FIELDS_MAX,
    messageFor.tooManyBookingFields(BOOKING_FIELDS_MAX),
  ),
});
export type BookingPayload = z.infer<typeof bookingPayloadSchema>;
