import { z } from "zod";
import { VENDOR_WAITLIST_CATEGORIES } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { normalizeIndianMobile } from "../rules/phone.ts";
import { emailSchema, phoneEntrySchema } from "./account.ts";

// spec: application §1 and §7 (waitlist for consumers and vendors). The vendor fields are ours: see
// docs/decisions/0004-waitlist.md.

export const waitlistUserSchema = z.object({ email: emailSchema.transform((e) => e.toLowerCase()) }).strict();
export type WaitlistUser = z.input<typeof waitlistUserSchema>;

const text = (min: number, max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const waitlistVendorSchema = z
  .object({
    businessName: text(2, 120, "Business name"),
    contactName: text(2, 80, "Contact name"),
    phoneNumber: phoneEntrySchema.transform((p, ctx) => {
      const normalized = normalizeIndianMobile(p);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message: MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return normalized;
    }),
    email: emailSchema.transform((e) => e.toLowerCase()).optional(),
    category: z.enum(VENDOR_WAITLIST_CATEGORIES, { error: `Category must be one of ${VENDOR_WAITLIST_CATEGORIES.join(", ")}` }),
    city: text(2, 60, "City").default("Bengaluru"),
  })
  .strict();
export type WaitlistVendor = z.input<typeof waitlistVendorSchema>;

export const waitlistJoinedSchema = z.object({ joined: z.literal(true) });
