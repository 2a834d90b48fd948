import {
  inCategoryOrder,
  optionalTextProblem,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  vendorCategoriesProblem,
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
      businessName: asked?.businessName ?? data?.businessName ?? onboarding?.businessName ?? profile?.businessName ?? "",
      titleTag: data?.titleTag ?? "",
      bio: data?.bio ?? "",
      categories: asked?.categories ?? data?.categories ?? onboarding?.categories ?? [],
    };
  },
  validate: (v) =>
    collectErrors({
      businessName: textProblem(v.businessName, LABEL.businessName, L.businessName),
      titleTag: optionalTextProblem(v.titleTag, LABEL.titleTag, L.titleTag.max),
      bio: textProblem(v.bio, LABEL.bio, L.bio),
      categories: vendorCategoriesProblem(v.categories),
    }),
  payload: (v) => ({
    businessName: v.businessName.trim(),
    titleTag: v.titleTag.trim() || null,
    bio: v.bio.trim(),
    // In the order of the storefront's categories, whatever order they were ticked in.
    categories: inCategoryOrder(v.categories),
  }),
};
