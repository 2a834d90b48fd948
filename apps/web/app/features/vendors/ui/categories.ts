import { CATEGORY_LABELS, VENDOR_CATEGORY_CHOICES } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";

/** The storefront's categories as the vendor forms offer them, with a line that says what belongs in each (the domain's). */
export const CATEGORY_CHOICES = VENDOR_CATEGORY_CHOICES;

export const categoryLabel = (category: Category) => CATEGORY_LABELS[category];
