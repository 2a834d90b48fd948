import {
  identityFieldsChanged,
  isIdentityApproved,
  missingVendorSections,
  VENDOR_PROFILE_MESSAGES,
  vendorProfileMessageFor,
} from "@utsav/domain";
import type { Policy, VendorIdentityReview, VendorProfile, VendorProfileSection, VendorSections, VendorSectionView } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import type { OnboardValues, SectionPlan, StorefrontChanges, VendorProfileRecord, VendorProfileRepository } from "./profile-repository.ts";
import { approvedIdentityOf } from "./identity-repository.ts";
import { sectionDraft } from "./section-draft.ts";
import type { VendorIdentityService } from "./identity-service.ts";
import type { VendorReviewRepository } from "./review-repository.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { TermsService } from "../terms/index.ts";

// spec: application §3 Policy ("Returns, Refunds & Cancellations Policy"), §4 (save per section, then submit).

const POLICY_TITLE = "Returns, Refunds & Cancellations Policy";

type SavedSections = Partial<VendorSections>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The storefront's policy card, written from the terms section. */
export function policyFromTerms(terms: VendorSections["terms"]): Policy {
  const description =
    terms.advancePercent > 0
      ? `An advance of ${terms.advancePercent}% confirms your order; the rest is paid on delivery.`
      : "No advance is needed; you pay on delivery.";
  const sections = [
    { title: "Cancellation", items: lines(terms.cancellationPolicy) },
    { title: "Refunds", items: lines(terms.refundPolicy) },
  ];
  if (terms.returnPolicy) sections.push({ title: "Returns", items: lines(terms.returnPolicy) });
  return { title: POLICY_TITLE, description, sections };
}

/** What each saved section changes on the storefront (the vendors row). */
const STOREFRONT: { [S in VendorProfileSection]: (data: VendorSections[S]) => StorefrontChanges } = {
  business: (business) => ({ name: business.businessName, titleTag: business.titleTag, description: business.bio }),
  contact: (contact) => ({ phone: contact.phoneNumber }),
  service: (service) => ({ area: service.area, serviceArea: service.serviceAreas.join(", ") }),
  terms: (terms) => ({ policy: policyFromTerms(terms) }),
};

export function storefrontChanges<S extends VendorProfileSection>(section: S, data: VendorSections[S]): StorefrontChanges {
  return (STOREFRONT[section] as (data: VendorSections[S]) => StorefrontChanges)(data);
}

function savedSections(record: VendorProfileRecord): SavedSections {
  return record.profile.sections;
}

/**
 * What saving a section writes (docs/decisions/0032): everything, at once, except an approved vendor's business name and
 * categories, which wait for the operators while the profile and the storefront keep the approved ones.
 */
export function planSection<S extends VendorProfileSection>(
  section: S,
  data: VendorSections[S],
  current: VendorProfileRecord,
): SectionPlan {
  const stored = data as Record<string, unknown>;
  const storefront = storefrontChanges(section, data);
  if (section !== "business" || !isIdentityApproved(current.vendor.reviewState, current.profile.kycState)) return { stored, storefront };
  const business = data as VendorSections["business"];
  const approved = approvedIdentityOf(current);
  const changed = identityFieldsChanged(approved, { businessName: business.businessName, categories: business.categories });
  return {
    stored: { ...business, businessName: approved.businessName, categories: approved.categories },
    storefront: { titleTag: business.titleTag, description: business.bio },
    identity: {
      businessName: changed.includes("businessName") ? business.businessName : null,
      categories: changed.includes("categories") ? business.categories : null,
    },
  };
}

export function toVendorProfile(record: VendorProfileRecord, identityReview: VendorIdentityReview | null = null): VendorProfile {
  const { profile, vendor } = record;
  const sections = savedSections(record);
  return {
    vendorId: vendor.id,
    businessName: vendor.name,
    logo: vendor.logo || null,
    state: profile.state,
    submittedAt: profile.submittedAt?.toISOString() ?? null,
    sections: {
      business: sections.business ?? null,
      contact: sections.contact ?? null,
      service: sections.service ?? null,
      terms: sections.terms ?? null,
    },
    missingSections: missingVendorSections(sections),
    kycState: profile.kycState,
    kycReason: profile.kycReason,
    reviewState: vendor.reviewState,
    identityReview,
  };
}

const nameTaken = () => new HttpError(409, VENDOR_PROFILE_MESSAGES.businessNameTaken, "VENDOR_NAME_TAKEN");

/**
 * Onboarding, the profile sections and submission (application §4, §7). A change shoppers can see clears the catalogue
 * cache; an approved vendor's new name and categories wait for the operators (docs/decisions/0032).
 */
export class VendorProfileService {
  constructor(
    private readonly repository: VendorProfileRepository,
    private readonly catalogue: CatalogueService,
    private readonly reviews: VendorReviewRepository,
    private readonly terms: TermsService,
    private readonly identities: VendorIdentityService,
  ) {}

  /** The profile as the vendor reads it, with its latest change of identity. */
  private async answer(record: VendorProfileRecord): Promise<VendorProfile> {
    return toVendorProfile(record, await this.identities.reviewForVendor(record.vendor.id));
  }

  async onboard(userId: string, input: OnboardValues): Promise<VendorProfile> {
    const result = await this.repository.onboard(userId, input);
    if ("conflict" in result) {
      if (result.conflict === "name_taken") throw nameTaken();
      throw new HttpError(409, VENDOR_PROFILE_MESSAGES.alreadyOnboarded, "ALREADY_ONBOARDED");
    }
    return toVendorProfile(result.record);
  }

  async profile(vendorId: string): Promise<VendorProfile> {
    return this.answer(await this.repository.byVendor(vendorId));
  }

  /** The saved section, or null; until it is saved, what onboarding told us of it as the form's draft (decision 0038). */
  async section(vendorId: string, section: VendorProfileSection): Promise<VendorSectionView> {
    const record = await this.repository.byVendor(vendorId);
    const saved = savedSections(record)[section] ?? null;
    const phone = !saved && section === "contact" ? await this.repository.accountPhone(vendorId) : null;
    return { section, data: saved, draft: saved ? null : sectionDraft(section, record, phone) };
  }

  async saveSection<S extends VendorProfileSection>(vendor: VendorContext, section: S, data: VendorSections[S]): Promise<VendorProfile> {
    const result = await this.repository.saveSection(vendor, section, (current) => planSection(section, data, current));
    if ("conflict" in result) throw nameTaken();
    // The Service and Terms sections are the vendor's terms: base, radius, lead time and advance (docs/decisions/0022).
    if (section === "service" || section === "terms") await this.terms.writeFromProfile(vendor.vendorId, savedSections(result.record));
    // Only what shoppers can see: a change they see, of a vendor with an offering on sale.
    if (result.shownChanged) await this.catalogue.invalidate({ vendorId: vendor.vendorId, reach: "vendor" });
    return this.answer(result.record);
  }

  /** Every section must be saved first (400 naming the missing ones); submitting again changes nothing. */
  async submit(vendorId: string): Promise<VendorProfile> {
    const missing = missingVendorSections(savedSections(await this.repository.byVendor(vendorId)));
    if (missing.length > 0) throw new HttpError(400, vendorProfileMessageFor.sectionsMissing(missing), "SECTIONS_MISSING");
    const record = await this.repository.submit(vendorId);
    // With the documents submitted too, the vendor now waits for the operators' review (docs/decisions/0020).
    await this.reviews.markWaitingIfReady(vendorId);
    return this.answer(record);
  }
}
