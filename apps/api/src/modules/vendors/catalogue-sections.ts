import { CATALOGUE_POLICY_FALLBACK, CATEGORIES, CITY_LIMITS, VENDOR_PROFILE_LIMITS as L } from "@utsav/domain";
import type { Category, Policy, VendorSections, VendorTermsByCategory } from "@utsav/domain";
import type { vendors } from "@utsav/db";

// A catalogue vendor's profile, as its owner finds it once linked (docs/decisions/0033): every section filled from
// what shoppers already see of the business (its storefront row, its terms, its offerings' categories), so the
// Business, Contact, Service and Terms sections start from the storefront rather than empty. Nothing here changes the
// storefront: the sections write it only when the owner saves one.

type VendorRow = typeof vendors.$inferSelect;

/** What the storefront knows of the business, read in the transaction that links its owner. */
export interface StorefrontFacts {
  vendor: VendorRow;
  terms: VendorTermsByCategory | null;
  /** The categories of its offerings, deleted ones aside. */
  categories: readonly string[];
  /** The owner's phone: the Contact section's number where the storefront lists none. */
  ownerPhone: string;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, Math.round(value)));

/** How far the business serves, in the Service section's whole kilometres: its radius, the city limits, or the most. */
function radiusOf(terms: VendorTermsByCategory | null): number {
  const area: unknown = terms?.serviceArea;
  if (area && typeof area === "object" && "radiusKm" in area && typeof area.radiusKm === "number") return area.radiusKm;
  if (area && typeof area === "object" && "kind" in area && area.kind === "india") return L.serviceRadiusKm.max;
  return CITY_LIMITS.radiusKm;
}

/** The policy card's sections whose titles match, one line an item; null when none does. */
function policyLines(policy: Policy | null, match: RegExp): string | null {
  const lines = (policy?.sections ?? []).filter((section) => match.test(section.title)).flatMap((section) => section.items);
  return lines.length > 0 ? lines.join("\n") : null;
}

/** The other sections of the policy card, each line with its title, for the return policy's free text. */
function otherPolicyLines(policy: Policy | null, taken: RegExp): string | null {
  const lines = (policy?.sections ?? [])
    .filter((section) => !taken.test(section.title))
    .flatMap((section) => section.items.map((item) => `${section.title}: ${item}`));
  return lines.length > 0 ? cut(lines.join("\n"), L.returnPolicy.max) : null;
}

/** A policy text of at least the sections' shortest length: the card's own words, else its summary. */
function policyText(specific: string | null, policy: Policy | null): string {
  const text = specific ?? policy?.description ?? CATALOGUE_POLICY_FALLBACK;
  return cut(text.length >= L.policy.min ? text : CATALOGUE_POLICY_FALLBACK, L.policy.max);
}

const CANCELLATION = /cancel/i;
const REFUND = /refund|damage|shortfall/i;

/** The four sections of a catalogue vendor's profile, as shoppers see the business today. */
export function catalogueSections({ vendor, terms, categories, ownerPhone }: StorefrontFacts): VendorSections {
  const known: Category[] = CATEGORIES.filter((category) => categories.includes(category));
  const description = vendor.description.trim();
  const leadTime = terms?.leadTimeDays ?? 0;
  return {
    business: {
      businessName: vendor.name,
      titleTag: vendor.titleTag ? cut(vendor.titleTag, L.titleTag.max) : null,
      bio: cut(description || vendor.name, L.bio.max),
      categories: known,
    },
    contact: {
      contactName: cut(vendor.name, L.contactName.max),
      phoneNumber: vendor.phone ?? ownerPhone,
      email: null,
      whatsappNumber: null,
    },
    service: {
      area: vendor.area,
      // The base locality: the storefront's own words for its reach ('Bangalore only') name no area to serve.
      serviceAreas: [cut(vendor.area, L.serviceArea.max)],
      serviceRadiusKm: clamp(radiusOf(terms), L.serviceRadiusKm),
      leadTimeDays: clamp(leadTime, L.leadTimeDays),
    },
    terms: {
      advancePercent: clamp(terms?.advancePercent ?? 0, L.advancePercent),
      cancellationPolicy: policyText(policyLines(vendor.policy, CANCELLATION), vendor.policy),
      refundPolicy: policyText(policyLines(vendor.policy, REFUND), vendor.policy),
      returnPolicy: otherPolicyLines(vendor.policy, new RegExp(`${CANCELLATION.source}|${REFUND.source}`, "i")),
      // The seeded schedule (catalogue §9) stays the business's: saving the section keeps it unless the owner edits it.
      refunds: terms?.refunds ?? null,
    },
  };
}
