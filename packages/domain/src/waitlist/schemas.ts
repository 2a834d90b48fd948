import { z } from "zod";
import { CITY } from "../shared/constants.ts";
import { MESSAGES } from "../shared/messages.ts";
import { normalizeIndianMobile } from "../shared/phone-entry.ts";
import { VENDOR_WAITLIST_CATEGORIES, VENDOR_WAITLIST_FIELDS as FIELDS } from "./rules.ts";
import { emailSchema, phoneEntrySchema } from "../shared/schemas.ts";
import { boundedText } from "../shared/field-schemas.ts";

// spec: application §1 and §7 (waitlist for consumers and vendors). The vendor fields are ours: see
// docs/decisions/0004-waitlist.md.

export const waitlistUserSchema = z.object({ email: emailSchema.transform((e) => e.toLowerCase()) }).strict();
export type WaitlistUser = z.input<typeof waitlistUserSchema>;

export const waitlistVendorSchema = z
  .object({
    businessName: boundedText(FIELDS.businessName.label, FIELDS.businessName),
    contactName: boundedText(FIELDS.contactName.label, FIELDS.contactName),
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
    city: boundedText(FIELDS.city.label, FIELDS.city).default(CITY),
  })
  .strict();
export type WaitlistVendor = z.input<typeof waitlistVendorSchema>;

export const waitlistJoinedSchema = z.object({ joined: z.literal(true) });
