import { HOME_SECTION_LABELS, HOME_SECTIONS } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";

/** The four explore sections of application §2, in the order the header and drawer show them. */
export const EXPLORE_SECTIONS: { id: HomeSection; label: string }[] = HOME_SECTIONS.map((id) => ({ id, label: HOME_SECTION_LABELS[id] }));
