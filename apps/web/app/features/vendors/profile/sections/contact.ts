import {
  bookingAlertsOf,
  bookingAlertsProblem,
  isValidEmail,
  MESSAGES,
  normalizeIndianMobile,
  PHONE_PREFIX,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
} from "@utsav/domain/client";
import { collectErrors } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface ContactValues {
  contactName: string;
  phoneNumber: string;
  email: string;
  whatsappNumber: string;
  /** Booking alerts by SMS, by email and on WhatsApp (bookingAlerts in the payload). */
  alertBySms: boolean;
  alertByEmail: boolean;
  alertByWhatsapp: boolean;
  /** Never edited: the key the alerts' error is shown under. */
  bookingAlerts: null;
}

/** '+919876543210' shows as '9876543210' next to the fixed +91 prefix. */
const localNumber = (phone: string | null | undefined) => (phone ?? "").replace(new RegExp(`^\\${PHONE_PREFIX}`), "");

const alertsOf = (v: ContactValues) => ({ sms: v.alertBySms, email: v.alertByEmail, whatsapp: v.alertByWhatsapp });

export const contactSection: SectionDefinition<"contact", ContactValues> = {
  // Before the first save, the contact name onboarding asked for and the number the account signs in with.
  fromData: (data, _profile, onboarding) => ({
    contactName: data?.contactName ?? onboarding?.contactName ?? "",
    phoneNumber: localNumber(data?.phoneNumber ?? onboarding?.phoneNumber),
    email: data?.email ?? "",
    whatsappNumber: localNumber(data?.whatsappNumber),
    alertBySms: bookingAlertsOf(data?.bookingAlerts).sms,
    alertByEmail: bookingAlertsOf(data?.bookingAlerts).email,
    alertByWhatsapp: bookingAlertsOf(data?.bookingAlerts).whatsapp,
    bookingAlerts: null,
  }),
  validate: (v) =>
    collectErrors({
      contactName: textProblem(v.contactName, LABEL.contactName, L.contactName),
      phoneNumber:
        v.phoneNumber.trim() === "" ? MESSAGES.phoneRequired : normalizeIndianMobile(v.phoneNumber) ? null : MESSAGES.phoneInvalid,
      email: v.email.trim() === "" || isValidEmail(v.email) ? null : MESSAGES.emailInvalid,
      whatsappNumber: v.whatsappNumber.trim() === "" || normalizeIndianMobile(v.whatsappNumber) ? null : MESSAGES.phoneInvalid,
      bookingAlerts: bookingAlertsProblem(alertsOf(v), v.email, v.whatsappNumber),
    }),
  payload: (v) => ({
    contactName: v.contactName.trim(),
    phoneNumber: normalizeIndianMobile(v.phoneNumber) ?? v.phoneNumber.trim(),
    email: v.email.trim() || null,
    whatsappNumber: v.whatsappNumber.trim() ? (normalizeIndianMobile(v.whatsappNumber) ?? v.whatsappNumber.trim()) : null,
    bookingAlerts: alertsOf(v),
  }),
};
