import {
  CATEGORIES,
  optionalTextProblem,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  VENDOR_PROFILE_MESSAGES,
} from "@utsav/domain/client";
import type { Category } from "@utsav/domain";
import { collectErrors } from "../../ui/validation";
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
      businessName: textProblem(v.businessName, LABEL.businessName, L.businessName),
      titleTag: optionalTextProblem(v.titleTag, LABEL.titleTag, L.titleTag.max),
      bio: textProblem(v.bio, LABEL.bio, L.bio),
      categories: v.categories.length > 0 ? null : VENDOR_PROFILE_MESSAGES.categoriesRequired,
    }),
  payload: (v) => ({
    businessName: v.businessName.trim(),
    titleTag: v.titleTag.trim() || null,
    bio: v.bio.trim(),
    // In the order of the storefront's categories, whatever order they were ticked in.
    categories: CATEGORIES.filter((c) => v.categories.includes(c)),
  }),
};
