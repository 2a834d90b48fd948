import {
  CATALOGUE_CATEGORY_FALLBACK,
  CATALOGUE_POLICY_FALLBACK,
  CITY_LIMITS,
  inCategoryOrder,
  localityKey,
  VENDOR_PROFILE_LIMITS as L,
  vendorSectionSchemas,
} from "@utsav/domain";
import type { Category, Policy, ServiceArea, VendorSectionInputs, VendorSections, VendorTermsByCategory } from "@utsav/domain";
import type { vendors } from "@utsav/db";

// A catalogue vendor's profile, as its owner finds it once linked (docs/decisions/0033): every section filled from
// what shoppers already see of the business (its storefront row, its terms, its offerings' categories), so the
// Business, Contact, Service and Terms sections start from the storefront rather than empty. Each section is checked
// with the schema a save of it passes (vendorSectionSchemas), so what is built here can always be saved again as it is,
// and a catalogue that no longer fits fails the tests rather than an owner's form. Nothing here changes the storefront:
// the sections write it only when the owner saves one.

type VendorRow = typeof vendors.$inferSelect;

/** What the storefront knows of the business, read in the transaction that links its owner. */
export interface StorefrontFacts {
  vendor: VendorRow;
  terms: VendorTermsByCategory | null;
  /** The categories of its offerings, and whether any offering of each is still on sale (not deleted). */
  offered: readonly { category: string; onSale: boolean }[];
  /** The owner's phone: the Contact section's number where the storefront lists none. */
  ownerPhone: string;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, Math.round(value)));

/** What the business sells: the categories of its offerings on sale, else of any it had, else the storefront's first. */
function categoriesOf(offered: StorefrontFacts["offered"]): Category[] {
  const onSale = inCategoryOrder(offered.filter((o) => o.onSale).map((o) => o.category));
  if (onSale.length > 0) return onSale;
  const ever = inCategoryOrder(offered.map((o) => o.category));
  return ever.length > 0 ? ever : [CATALOGUE_CATEGORY_FALLBACK];
}

/**
 * Where the business serves, in the Service section's words, by the kind of its terms' service area
 * (docs/decisions/0022, 0036): a radius keeps its base, radius and named areas; the city limits are the storefront's
 * locality and the city's radius, with the areas named; Pan India is its base and the widest radius the section takes.
 * The base is never named again among the areas; where no other is named it is the one area, as the section needs one
 * ("A vendor whose radius already covers everything names its base", decision 0036).
 */
function serviceOf(vendor: VendorRow, area: ServiceArea, leadTimeDays: number): VendorSectionInputs["service"] {
  const { base, radiusKm, named } =
    area.kind === "radius"
      ? { base: area.baseLocality, radiusKm: area.radiusKm, named: area.areas ?? [] }
      : area.kind === "city"
        ? { base: vendor.area, radiusKm: CITY_LIMITS.radiusKm, named: area.areas ?? [] }
        : { base: area.baseLocality ?? vendor.area, radiusKm: L.serviceRadiusKm.max, named: [] };
  // Each locality once, by the key the section's own check compares (two spellings of one are one area), the base aside.
  const others = [...new Map(named.map((name) => [localityKey(name), name])).entries()]
    .filter(([key]) => key !== localityKey(base))
    .map(([, name]) => name);
  return {
    area: base,
    serviceAreas: (others.length > 0 ? others : [base]).slice(0, L.serviceAreas.max).map((name) => cut(name, L.serviceArea.max)),
    serviceRadiusKm: clamp(radiusKm, L.serviceRadiusKm),
    leadTimeDays: clamp(leadTimeDays, L.leadTimeDays),
  };
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

/** The four sections of a catalogue vendor's profile, as shoppers see the business today; each passes its section's schema. */
export function catalogueSections({ vendor, terms, offered, ownerPhone }: StorefrontFacts): VendorSections {
  const description = vendor.description.trim();
  return {
    business: vendorSectionSchemas.business.parse({
      businessName: vendor.name,
      titleTag: vendor.titleTag ? cut(vendor.titleTag, L.titleTag.max) : null,
      bio: cut(description || vendor.name, L.bio.max),
      categories: categoriesOf(offered),
    }),
    contact: vendorSectionSchemas.contact.parse({
      contactName: cut(vendor.name, L.contactName.max),
      phoneNumber: vendor.phone ?? ownerPhone,
      email: null,
      whatsappNumber: null,
    }),
    service: vendorSectionSchemas.service.parse(serviceOf(vendor, terms?.serviceArea ?? { kind: "city" }, terms?.leadTimeDays ?? 0)),
    terms: vendorSectionSchemas.terms.parse({
      advancePercent: clamp(terms?.advancePercent ?? 0, L.advancePercent),
      cancellationPolicy: policyText(policyLines(vendor.policy, CANCELLATION), vendor.policy),
      refundPolicy: policyText(policyLines(vendor.policy, REFUND), vendor.policy),
      returnPolicy: otherPolicyLines(vendor.policy, new RegExp(`${CANCELLATION.source}|${REFUND.source}`, "i")),
      // The seeded schedule (catalogue §9) stays the business's: saving the section keeps it unless the owner edits it.
      refunds: terms?.refunds ?? null,
    }),
  };
}
