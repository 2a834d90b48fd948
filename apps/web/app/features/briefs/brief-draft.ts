import type { BriefDraft } from "@utsav/domain/client";

// How the brief form's answers (BriefDraft, packages/domain/src/briefs/draft.ts) are kept through sign-in on the web: a
// consumer who signs in at submit, or whose page reloads, finds their answers again (docs/decisions/0023).

const STORAGE_KEY = "utsav:brief-draft";

/**
 * Keeps the answers in this tab (sessionStorage): they survive signing in and a reload, and end with the tab. Photos
 * are files, which storage cannot hold: only how many there were is kept, so the form can ask for them again.
 */
export function keepDraft(draft: BriefDraft, photoCount: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, photoCount }));
  } catch {
    // Storage can be full or refused (private windows): the answers then live only in the page.
  }
}

/** The answers kept in this tab and how many photos they had, if any; anything malformed is ignored. */
export function keptDraft(): { draft: BriefDraft; photoCount: number } | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const kept = parsed as Record<string, unknown>;
    const text = (key: keyof BriefDraft) => (typeof kept[key] === "string" ? kept[key] : "");
    const categories = Array.isArray(kept.categories) ? kept.categories.filter((c): c is string => typeof c === "string") : [];
    const draft = {
      occasion: text("occasion"),
      eventDate: text("eventDate"),
      locality: text("locality"),
      guests: text("guests"),
      budgetMin: text("budgetMin"),
      budgetMax: text("budgetMax"),
      categories,
      notes: text("notes"),
    };
    return { draft, photoCount: typeof kept.photoCount === "number" ? kept.photoCount : 0 };
  } catch {
    return null;
  }
}

export function forgetDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
