import { z } from "zod";
import { vendorReviewStateSchema } from "../operations/review-schemas.ts";
import { VENDOR_CATEGORY_LIMITS } from "./categories.ts";
import { VENDOR_PROFILE_SECTIONS, VENDOR_PROFILE_STATES } from "./constants.ts";
import { VENDOR_MEMBER_ROLES } from "./team.ts";
import { MESSAGES } from "../shared/messages.ts";
import { EMAIL_PATTERN } from "../shared/email.ts";
import { normalizeIndianMobile } from "../shared/phone-entry.ts";
import {
  bookingAlertsOf,
  bookingAlertsProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  VENDOR_PROFILE_MESSAGES,
} from "./profile.ts";
import { boundedText, optionalText, wholeNumber } from "../shared/field-schemas.ts";
import { categorySchema } from "../catalogue/schemas.ts";
import { kycStateSchema } from "./kyc-schemas.ts";
import { vendorIdentityReviewSchema } from "./identity-schemas.ts";
import { refundScheduleSchema } from "../terms/offering-terms-schemas.ts";
import { termsRefundsSchema } from "../terms/refund-schedule-schemas.ts";
import { toLocalityName } from "../terms/locality-name.ts";

// spec: application §4 (vendor profile: save per section, then submit), §7 (/vendor/profile).
// Sections and fields are ours: docs/decisions/0007-vendor-profile-and-offerings.md.
// The input schemas trim and normalise; the data schemas describe what is stored and answered (no transforms,
// so responses can be checked against them).

function toIndianMobile(value: string, ctx: z.RefinementCtx): string {
  const normalized = normalizeIndianMobile(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: "custom", message: MESSAGES.phoneInvalid });
  return z.NEVER;
}

/** An Indian mobile number in any usual spelling, stored as '+91XXXXXXXXXX'. */
const indianMobileSchema = z.string({ error: MESSAGES.phoneRequired }).max(32, MESSAGES.phoneInvalid).transform(toIndianMobile);

/** The same, optional: absent, null or blank are stored as null. */
const optionalMobileSchema = z
  .string()
  .max(32, MESSAGES.phoneInvalid)
  .nullish()
  .transform((value, ctx) => (value?.trim() ? toIndianMobile(value, ctx) : null));

/** An optional e-mail address, stored lower-case; absent, null or blank are stored as null. */
const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, MESSAGES.emailInvalid)
  .refine((value) => value === "" || EMAIL_PATTERN.test(value), MESSAGES.emailInvalid)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

export const vendorSectionSchema = z.enum(VENDOR_PROFILE_SECTIONS);

/** What the business sells, asked at onboarding and in the Business section alike (categories.ts, docs/decisions/0038). */
export const vendorCategoriesSchema = z
  .array(categorySchema, { error: VENDOR_PROFILE_MESSAGES.categoriesRequired })
  .min(VENDOR_CATEGORY_LIMITS.min, VENDOR_PROFILE_MESSAGES.categoriesRequired)
  .max(VENDOR_CATEGORY_LIMITS.max, VENDOR_PROFILE_MESSAGES.categoryTwice)
  .refine((c) => new Set(c).size === c.length, VENDOR_PROFILE_MESSAGES.categoryTwice);
export const vendorProfileStateSchema = z.enum(VENDOR_PROFILE_STATES);

// --- sections: input (request bodies) ---

export const businessSectionSchema = z
  .object({
    businessName: boundedText(LABEL.businessName, L.businessName),
    /** How the storefront introduces the vendor, e.g. 'Curated by' (catalogue §1). */
    titleTag: optionalText(LABEL.titleTag, L.titleTag.max),
    bio: boundedText(LABEL.bio, L.bio),
    categories: vendorCategoriesSchema,
  })
  .strict();

export const contactSectionSchema = z
  .object({
    contactName: boundedText(LABEL.contactName, L.contactName),
    /** The number consumers see after View Contact. */
    phoneNumber: indianMobileSchema,
    email: optionalEmailSchema,
    whatsappNumber: optionalMobileSchema,
    /** How the vendor hears of bookings; absent keeps SMS and email (DEFAULT_BOOKING_ALERTS). */
    bookingAlerts: z.object({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean().optional() }).strict().optional(),
  })
  .strict()
  .superRefine((contact, ctx) => {
    const alerts = contact.bookingAlerts;
    const problem = alerts ? bookingAlertsProblem(bookingAlertsOf(alerts), contact.email, contact.whatsappNumber) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["bookingAlerts"] });
  });

export const serviceSectionSchema = z
  .object({
    /** The locality the business works from; search and the location filter match it. */
    area: boundedText(LABEL.area, L.area).transform(toLocalityName),
    /** Localities served besides the radius, as the gazetteer names them (docs/decisions/0036). */
    serviceAreas: z
      .array(boundedText(LABEL.serviceArea, L.serviceArea).transform(toLocalityName), {
        error: VENDOR_PROFILE_MESSAGES.serviceAreasMissing,
      })
      .min(L.serviceAreas.min, VENDOR_PROFILE_MESSAGES.serviceAreasRequired)
      .max(L.serviceAreas.max, VENDOR_PROFILE_MESSAGES.tooManyServiceAreas)
      .refine((areas) => new Set(areas.map((a) => a.toLowerCase())).size === areas.length, VENDOR_PROFILE_MESSAGES.serviceAreaTwice),
    serviceRadiusKm: wholeNumber(LABEL.serviceRadiusKm, L.serviceRadiusKm),
    /** The minimum notice, in days, between an order and the event. */
    leadTimeDays: wholeNumber(LABEL.leadTimeDays, L.leadTimeDays),
  })
  .strict();

export const termsSectionSchema = z
  .object({
    advancePercent: wholeNumber(LABEL.advancePercent, L.advancePercent),
    refundPolicy: boundedText(LABEL.refundPolicy, L.policy),
    cancellationPolicy: boundedText(LABEL.cancellationPolicy, L.policy),
    returnPolicy: optionalText(LABEL.returnPolicy, L.returnPolicy.max),
    /**
     * The refund schedule as data (docs/decisions/0035): tiers by notice, or no refunds; the written policies above
     * explain it. Absent (clients built before it) or no tiers: not shown (null).
     */
    refunds: termsRefundsSchema.nullish(),
  })
  .strict();

/** The input schema of each section, by its path name. */
export const vendorSectionSchemas = {
  business: businessSectionSchema,
  contact: contactSectionSchema,
  service: serviceSectionSchema,
  terms: termsSectionSchema,
} as const;

export type BusinessSection = z.output<typeof businessSectionSchema>;
export type ContactSection = z.output<typeof contactSectionSchema>;
export type ServiceSection = z.output<typeof serviceSectionSchema>;
export type TermsSection = z.output<typeof termsSectionSchema>;
export type VendorSections = { business: BusinessSection; contact: ContactSection; service: ServiceSection; terms: TermsSection };
/** What a form sends for each section (before trimming and normalising). */
export type VendorSectionInputs = {
  business: z.input<typeof businessSectionSchema>;
  contact: z.input<typeof contactSectionSchema>;
  service: z.input<typeof serviceSectionSchema>;
  terms: z.input<typeof termsSectionSchema>;
};

// --- sections: stored data (responses) ---

const businessSectionDataSchema = z.object({
  businessName: z.string(),
  titleTag: z.string().nullable(),
  bio: z.string(),
  categories: z.array(categorySchema),
});
const contactSectionDataSchema = z.object({
  contactName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  bookingAlerts: z.object({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean().optional() }).optional(),
});
const serviceSectionDataSchema = z.object({
  area: z.string(),
  serviceAreas: z.array(z.string()),
  serviceRadiusKm: z.number().int(),
  leadTimeDays: z.number().int(),
});
const termsSectionDataSchema = z.object({
  advancePercent: z.number().int(),
  refundPolicy: z.string(),
  cancellationPolicy: z.string(),
  returnPolicy: z.string().nullable(),
  /** Absent in a section saved before schedules were data (docs/decisions/0035). */
  refunds: refundScheduleSchema.nullable().optional(),
});

export const vendorSectionsDataSchema = z.object({
  business: businessSectionDataSchema.nullable(),
  contact: contactSectionDataSchema.nullable(),
  service: serviceSectionDataSchema.nullable(),
  terms: termsSectionDataSchema.nullable(),
});

// --- calls ---

/**
 * 'Onboard as Vendor'. `categories` is the Business section's choice (several allowed); `category`, one, is what
 * clients built before it send, and is taken as a list of one (docs/decisions/0038). One of them is needed.
 */
export const vendorOnboardSchema = z
  .object({
    businessName: boundedText(LABEL.businessName, L.businessName),
    contactName: boundedText(LABEL.contactName, L.contactName),
    categories: vendorCategoriesSchema.optional(),
    category: categorySchema.optional(),
    area: boundedText(LABEL.area, L.area).transform(toLocalityName),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.categories && !body.category)
      ctx.addIssue({ code: "custom", message: VENDOR_PROFILE_MESSAGES.categoriesRequired, path: ["categories"] });
  })
  .transform(({ category, categories, ...rest }) => ({
    ...rest,
    categories: [...new Set([...(categories ?? []), ...(category ? [category] : [])])],
  }));
export type VendorOnboardInput = z.input<typeof vendorOnboardSchema>;
export type VendorOnboarding = z.output<typeof vendorOnboardSchema>;

export const vendorProfileSchema = z.object({
  vendorId: z.string(),
  businessName: z.string(),
  /** The main gallery image, shown as the vendor's logo; null until one is chosen. */
  logo: z.string().nullable(),
  state: vendorProfileStateSchema,
  submittedAt: z.string().nullable(),
  sections: vendorSectionsDataSchema,
  missingSections: z.array(vendorSectionSchema),
  kycState: kycStateSchema,
  kycReason: z.string().nullable(),
  /** Where the business stands with the operators: its offerings reach consumers once approved (docs/decisions/0020). */
  reviewState: vendorReviewStateSchema,
  /**
   * The latest change of name, categories or documents of an approved vendor: waiting for the operators, or what they
   * decided, with the sentence to show (docs/decisions/0032). Null until there is one. Always sent; optional in the type
   * only so that clients built before it still compile.
   */
  identityReview: vendorIdentityReviewSchema.nullable().optional(),
  /**
   * The signed-in account's role in the business (docs/decisions/0033), on GET /vendor/profile: the shell leaves out
   * what only the owner may open (the identity documents). Absent on the answers of writes.
   */
  role: z.enum(VENDOR_MEMBER_ROLES).optional(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

export const vendorSectionParamsSchema = z.object({ section: z.string().max(40) });

/**
 * What a section's form starts from before its first save (docs/decisions/0038): the onboarding answers of that
 * section (business: name and categories; contact: the contact name and the account's phone; service: the area).
 * Not saved: the section stays missing until the vendor saves it.
 */
export const vendorSectionDraftSchema = z
  .object({
    businessName: z.string(),
    categories: z.array(categorySchema),
    contactName: z.string(),
    phoneNumber: z.string(),
    area: z.string(),
  })
  .partial();
export type VendorSectionDraft = z.infer<typeof vendorSectionDraftSchema>;

export const vendorSectionViewSchema = z.object({
  section: vendorSectionSchema,
  /** The saved section, or null until it is saved. */
  data: z.union([businessSectionDataSchema, contactSectionDataSchema, serviceSectionDataSchema, termsSectionDataSchema]).nullable(),
  /** Until the section is saved, what onboarding told us of it; null once saved, or when onboarding asked nothing of it. */
  draft: vendorSectionDraftSchema.nullable(),
});
export type VendorSectionView = z.infer<typeof vendorSectionViewSchema>;
