import { rupeesEntry } from "@utsav/domain/client";
import type { BriefInput } from "@utsav/domain/client";
import type { BriefCreateRequest } from "@utsav/domain";

// The brief form's answers as typed (docs/decisions/0023), what the rules and the API read from them, and how they
// are kept through sign-in: a consumer who signs in at submit, or whose page reloads, finds their answers again.

export interface BriefDraft {
  occasion: string;
  eventDate: string;
  locality: string;
  guests: string;
  budgetMin: string;
  budgetMax: string;
  categories: string[];
  notes: string;
}

export const EMPTY_DRAFT: BriefDraft = {
  occasion: "",
  eventDate: "",
  locality: "",
  guests: "",
  budgetMin: "",
  budgetMax: "",
  categories: [],
  notes: "",
};

/** Empty is null (the rules ask for it); anything but a whole number is NaN (the rules refuse it). */
const whole = (text: string) => (text.trim() === "" ? null : /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the rules check: numbers where the consumer typed them. */
export function briefInput(draft: BriefDraft, photoCount: number): BriefInput {
  return {
    ...draft,
    guests: whole(draft.guests),
    budgetMin: rupeesEntry(draft.budgetMin),
    budgetMax: rupeesEntry(draft.budgetMax),
    notes: draft.notes.trim(),
    photoCount,
  };
}

/** The body of POST /api/consumer/briefs; call it only for a draft the rules accept. */
export function briefRequest(draft: BriefDraft, photoIds: string[]): BriefCreateRequest {
  const input = briefInput(draft, photoIds.length);
  return {
    occasion: input.occasion as BriefCreateRequest["occasion"],
    eventDate: input.eventDate,
    locality: input.locality.trim(),
    // The rules accepted the draft, so each number is there; 0 only satisfies the type.
    guests: input.guests ?? 0,
    budgetMin: input.budgetMin ?? 0,
    budgetMax: input.budgetMax ?? 0,
    categories: input.categories as BriefCreateRequest["categories"],
    notes: input.notes,
    photoIds,
  };
}

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
