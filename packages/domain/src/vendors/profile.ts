import { VENDOR_PROFILE_SECTIONS } from "./constants.ts";
import type { VendorProfileSection } from "./constants.ts";

// spec: application §4 "Vendor profile: save per section, then submit"; §7 POST /vendor/profile/section/{section}/save.
// The sections, their fields and limits are ours: docs/decisions/0007-vendor-profile-and-offerings.md.

/** What the screens call each section, in the order they are filled in. */
export const VENDOR_SECTION_LABELS: Readonly<Record<VendorProfileSection, string>> = {
  business: "Business details",
  contact: "Contact",
  service: "Service area and lead times",
  terms: "Payment and cancellation terms",
};

/** Field limits of the profile sections; the zod schemas and the browser forms read them from here. */
export const VENDOR_PROFILE_LIMITS = {
  businessName: { min: 2, max: 120 },
  titleTag: { max: 40 },
  bio: { min: 20, max: 1000 },
  contactName: { min: 2, max: 80 },
  area: { min: 2, max: 80 },
  serviceArea: { min: 2, max: 60 },
  serviceAreas: { min: 1, max: 20 },
  serviceRadiusKm: { min: 1, max: 100 },
  leadTimeDays: { min: 0, max: 90 },
  advancePercent: { min: 0, max: 100 },
  policy: { min: 10, max: 1000 },
  returnPolicy: { max: 1000 },
} as const;

/** The fields' names in messages; the schemas and the browser's checks both say them. */
export const VENDOR_PROFILE_LABELS = {
  businessName: "Business name",
  titleTag: "Title tag",
  bio: "About your business",
  contactName: "Contact name",
  area: "Area",
  serviceArea: "Service area",
  serviceRadiusKm: "Service radius (km)",
  leadTimeDays: "Lead time (days)",
  advancePercent: "Advance (%)",
  refundPolicy: "Refund policy",
  cancellationPolicy: "Cancellation policy",
  returnPolicy: "Return policy",
} as const;

export const VENDOR_PROFILE_MESSAGES = {
  alertsNeedEmail: "Add an email address to get booking alerts by email",
  alertsNeedWhatsapp: "Add a WhatsApp number to get booking alerts on WhatsApp",
  alertsNeeded: "Choose at least one way to hear about new bookings",
  alreadyOnboarded: "You have already onboarded as a vendor",
  businessNameTaken: "A vendor with this business name already exists",
  categoriesRequired: "Choose at least one category",
  categoryTwice: "Each category can be chosen once",
  serviceAreasMissing: "Add the areas you serve",
  serviceAreasRequired: "Add at least one area you serve",
  serviceAreaTwice: "Each service area can be added once",
  tooManyServiceAreas: `Add at most ${VENDOR_PROFILE_LIMITS.serviceAreas.max} service areas`,
} as const;

/**
 * Above a section form that starts from the onboarding answers (GET section's `draft`, docs/decisions/0038): they are
 * not saved yet, and the section counts as done only once the vendor saves it.
 */
export const VENDOR_SECTION_DRAFT_NOTE =
  "Filled in from what you told us when you set up your business. Check it and press Save: this section counts as done only once it is saved.";

export const vendorProfileMessageFor = {
  unknownSection: (section: string) => `Unknown profile section: ${section}`,
  sectionsMissing: (sections: readonly VendorProfileSection[]) =>
    `Please complete these sections first: ${sections.map((s) => VENDOR_SECTION_LABELS[s]).join(", ")}`,
} as const;

export function isVendorProfileSection(value: string): value is VendorProfileSection {
  return (VENDOR_PROFILE_SECTIONS as readonly string[]).includes(value);
}

/** The sections not saved yet, in screen order; every one is needed before the profile can be submitted. */
export function missingVendorSections(sections: Partial<Record<VendorProfileSection, unknown>>): VendorProfileSection[] {
  return VENDOR_PROFILE_SECTIONS.filter((section) => sections[section] === undefined || sections[section] === null);
}

/**
 * How a vendor hears of new bookings, cancellations and revealed numbers (the Contact section): an SMS to the account's
 * phone, an email to the Contact section's address, a WhatsApp message to its WhatsApp number, in any mix. A vendor
 * that never chose gets SMS and email; WhatsApp only once chosen (docs/decisions/0021).
 */
export interface BookingAlerts {
  sms: boolean;
  email: boolean;
  whatsapp: boolean;
}

/** The channels as the Contact section offers them, in its order: what each is called and where it goes. */
export const BOOKING_ALERT_CHANNELS: readonly { channel: keyof BookingAlerts; title: string; hint: string }[] = [
  { channel: "sms", title: "SMS", hint: "To the phone number you sign in with." },
  { channel: "email", title: "Email", hint: "To the email address above." },
  { channel: "whatsapp", title: "WhatsApp", hint: "To the WhatsApp number above." },
];

export const DEFAULT_BOOKING_ALERTS: BookingAlerts = { sms: true, email: true, whatsapp: false };

/** The choice as stored (absent before a vendor chose; without whatsapp before it could be chosen), with the defaults. */
export const bookingAlertsOf = (stored: Partial<BookingAlerts> | null | undefined): BookingAlerts => ({
  sms: stored?.sms ?? DEFAULT_BOOKING_ALERTS.sms,
  email: stored?.email ?? DEFAULT_BOOKING_ALERTS.email,
  whatsapp: stored?.whatsapp ?? DEFAULT_BOOKING_ALERTS.whatsapp,
});

/**
 * What is wrong with a choice of alerts, or null: at least one channel; WhatsApp only with a WhatsApp number; and
 * email, when it is the only channel, only with an address.
 */
export function bookingAlertsProblem(alerts: BookingAlerts, email: string | null, whatsappNumber: string | null): string | null {
  if (!alerts.sms && !alerts.email && !alerts.whatsapp) return VENDOR_PROFILE_MESSAGES.alertsNeeded;
  if (alerts.whatsapp && !whatsappNumber?.trim()) return VENDOR_PROFILE_MESSAGES.alertsNeedWhatsapp;
  if (alerts.email && !alerts.sms && !alerts.whatsapp && !email?.trim()) return VENDOR_PROFILE_MESSAGES.alertsNeedEmail;
  return null;
}
