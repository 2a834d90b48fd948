import { CATEGORY_LABELS } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";

export const categoryLabel = (category: Category) => CATEGORY_LABELS[category];
