import type { DescriptionSection, Policy, WhatsappSupport } from "./schemas.ts";
import { copyFor } from "./copy-words.ts";

// How an offering page puts the consumer in touch with its vendor (application §2 Offering detail and §4 Buy), one
// rule for the web and the native app (docs/decisions/0039).

interface SupportSource {
  whatsappSupport: WhatsappSupport | null;
  /** The WhatsApp number a vendor account gave in its profile (docs/decisions/0022). */
  vendorWhatsapp: string | null;
  offeringName: string;
}

/**
 * The page's chat with the vendor: the offering's whatsappSupport, else the vendor's own WhatsApp number with a
 * question about the offering; null when there is neither. spec: application §2 "either a support block (when
 * whatsappSupport exists: 'Have any questions?' / 'Chat with Us') or the payment and cancellation policy block".
 */
export function supportChatOf(offering: SupportSource): WhatsappSupport | null {
  if (offering.whatsappSupport) return offering.whatsappSupport;
  if (!offering.vendorWhatsapp) return null;
  return { phoneNumber: offering.vendorWhatsapp, message: copyFor.vendorChat(offering.offeringName) };
}

/** The chat a Buy without a purchase link offers: the same number, with a message that says what the consumer wants. */
export function buyChatOf(offering: SupportSource): WhatsappSupport | null {
  const chat = supportChatOf(offering);
  return chat ? { phoneNumber: chat.phoneNumber, message: copyFor.buyMessage(offering.offeringName) } : null;
}

/**
 * The offering's description sections, and, when the support block stands where the policy card would be, the
 * vendor's policy as the last of them, so the policy stays on the page (docs/decisions/0039). A description section
 * is a title with lines (application §3); the policy's own sections become lines that start with their title.
 */
export function descriptionWithPolicy(
  offering: SupportSource & { description: DescriptionSection[]; policy: Policy | null },
): DescriptionSection[] {
  const { description, policy } = offering;
  if (!policy || !supportChatOf(offering)) return description;
  if (description.some((section) => section.title === policy.title)) return description;
  const lines = [policy.description, ...policy.sections.flatMap((s) => s.items.map((item) => `${s.title}: ${item}`))];
  return [...description, { title: policy.title, items: lines.filter((line) => line.trim() !== "") }];
}
