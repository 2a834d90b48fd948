import { createCallLead } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import type { Api } from "../../../api/api-provider";

export interface ContactTarget {
  offeringId: string;
  vendorName: string;
  offeringName: string;
}

export type ContactReveal = { kind: "revealed"; phoneNumber: string } | { kind: "signIn" } | { kind: "failed"; message: string };

/**
 * POST /api/consumer/call-lead: records the lead and answers with the vendor's number (application §4 Contact
 * reveal). A guest must sign in first; a vendor without a contact is only logged (application §8).
 */
export async function revealContact(api: Api, target: ContactTarget): Promise<ContactReveal> {
  try {
    const result = validated(await createCallLead(api.transport, target), responseSchemas.createCallLead);
    if (result.ok) return { kind: "revealed", phoneNumber: result.data.phoneNumber };
    if (result.status === 401) return { kind: "signIn" };
    if (result.status === 404) {
      console.warn(result.errorMessage);
      return { kind: "failed", message: MESSAGES.contactUnavailable };
    }
    return { kind: "failed", message: result.errorMessage ?? MESSAGES.contactFailed };
  } catch {
    return { kind: "failed", message: MESSAGES.contactFailed };
  }
}
