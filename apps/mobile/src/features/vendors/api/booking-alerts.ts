import { dataOrThrow, thrownMessage } from "@utsav/api-client/shopper";
import { validated, validating } from "@utsav/api-client/shopper-validate";
import { getProfileSection, saveProfileSection } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import type { BookingAlerts, VendorSectionView } from "@utsav/domain";
import { MESSAGES } from "@utsav/domain/shopper";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi } from "../../../api/api-provider";

// The vendor's booking alerts (docs/decisions/0072): the web keeps them in the Contact section of the profile, and so
// does the server. The app reads that section and saves it whole (the API takes only whole sections), with what was
// read and only the alerts changed. Under the "vendor" key; never kept on the phone for offline use.

const sectionChecked = validating(getProfileSection, vendorResponseSchemas.getProfileSection);

export const contactSectionKey = ["vendor", "profile", "contact"] as const;

/** The Contact section as saved (null until it is), with its booking alerts. */
export interface ContactData {
  contactName: string;
  phoneNumber: string;
  email: string | null;
  whatsappNumber: string | null;
  bookingAlerts?: { sms: boolean; email: boolean; whatsapp?: boolean };
}

/** The contact section's saved data in a section's answer, or null before it is saved. */
export function contactOf(view: VendorSectionView): ContactData | null {
  return view.section === "contact" && view.data && "contactName" in view.data ? view.data : null;
}

/** GET /api/vendor/profile/section/contact: asked each time the screen opens, as the website may have changed it. */
export function useContactSection() {
  const api = useApi();
  return useQuery({
    queryKey: contactSectionKey,
    queryFn: ({ signal }) => dataOrThrow(sectionChecked(api.transport, "contact", { signal }), MESSAGES.internalError),
    staleTime: 0,
  });
}

/**
 * POST /api/vendor/profile/section/contact/save with the section as read and the alerts chosen; the answer (the whole
 * profile) becomes the section shown. Null once saved, else the refusal in the API's words.
 */
export function useSaveBookingAlerts() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (contact: ContactData, alerts: BookingAlerts): Promise<string | null> => {
      const { contactName, phoneNumber, email, whatsappNumber } = contact;
      try {
        const body = { contactName, phoneNumber, email, whatsappNumber, bookingAlerts: alerts };
        const result = validated(await saveProfileSection(api.transport, "contact", body), vendorResponseSchemas.saveProfileSection);
        if (!result.ok) return result.errorMessage ?? MESSAGES.internalError;
        const saved = result.data.sections.contact;
        queryClient.setQueryData<VendorSectionView>(contactSectionKey, { section: "contact", data: saved, draft: null });
        return null;
      } catch (error) {
        return thrownMessage(error, MESSAGES.internalError);
      }
    },
    [api, queryClient],
  );
}
