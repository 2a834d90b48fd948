import { isHomeSection } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";
import { paths } from "../../lib/paths";

// spec: application §4 Header — selecting an explore section toggles it between active and none; a new
// section becomes active at once and its page replaces the route; tapping the active one goes back to '/';
// the path on load highlights the active section.

/** The explore section a path belongs to ('/decor' → 'decor'), or null for every other page. */
export function sectionFromPath(pathname: string): HomeSection | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  const name = match?.[1];
  return name && isHomeSection(name) ? name : null;
}

export interface SectionSelection {
  /** The section shown as active straight away. */
  active: HomeSection | null;
  /** Where the app goes once the pill has animated. */
  to: string;
}

/** What tapping `picked` does when `active` is highlighted. */
export function selectSection(active: HomeSection | null, picked: HomeSection): SectionSelection {
  return picked === active ? { active: null, to: paths.home() } : { active: picked, to: paths.section(picked) };
}

/**
 * Switching between home and the section pages swaps views of one feed, so the history entry is replaced;
 * leaving any other page for a section pushes it, so Back returns to that page (the "redirect on change" case).
 */
export function replacesHistory(pathname: string): boolean {
  return pathname === paths.home() || sectionFromPath(pathname) !== null;
}
