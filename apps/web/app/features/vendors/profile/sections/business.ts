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
  // The section holds the approved name and categories; while a change of them waits for review (docs/decisions/0032),
  // the form shows what the vendor asked for, so a later save keeps asking for it rather than withdrawing it.
  fromData: (data, profile, onboarding) => {
    const review = profile?.identityReview;
    const asked = review?.state === "pending" ? review.requested : null;
    return {
      businessName: asked?.businessName ?? data?.businessName ?? profile?.businessName ?? "",
      titleTag: data?.titleTag ?? "",
      bio: data?.bio ?? "",
      categories: asked?.categories ?? data?.categories ?? (onboarding ? [onboarding.category] : []),
    };
  },
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
