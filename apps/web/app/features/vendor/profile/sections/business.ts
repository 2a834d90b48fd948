import { CATEGORIES, VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";
import { collectErrors, optionalTextError, textError } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface BusinessValues {
  businessName: string;
  titleTag: string;
  bio: string;
  categories: Category[];
}

export const businessSection: SectionDefinition<"business", BusinessValues> = {
  fromData: (data, profile, onboarding) => ({
    businessName: data?.businessName ?? profile?.businessName ?? "",
    titleTag: data?.titleTag ?? "",
    bio: data?.bio ?? "",
    categories: data?.categories ?? (onboarding ? [onboarding.category] : []),
  }),
  validate: (v) =>
    collectErrors({
      businessName: textError(v.businessName, "Business name", L.businessName),
      titleTag: optionalTextError(v.titleTag, "Title tag", L.titleTag.max),
      bio: textError(v.bio, "About your business", L.bio),
      categories: v.categories.length > 0 ? null : "Choose at least one category",
    }),
  payload: (v) => ({
    businessName: v.businessName.trim(),
    titleTag: v.titleTag.trim() || null,
    bio: v.bio.trim(),
    // In the order of the storefront's categories, whatever order they were ticked in.
    categories: CATEGORIES.filter((c) => v.categories.includes(c)),
  }),
};
