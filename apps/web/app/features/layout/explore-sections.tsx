import { HOME_SECTIONS } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";

const LABELS: Record<HomeSection, string> = { decor: "Decor", gifts: "Gifts", sweets: "Sweets", corporate: "Corporate" };

/** The four explore sections of application §2, in the order the header and drawer show them. */
export const EXPLORE_SECTIONS: { id: HomeSection; label: string }[] = HOME_SECTIONS.map((id) => ({ id, label: LABELS[id] }));
