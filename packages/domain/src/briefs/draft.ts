import { rupeesEntry } from "./rules.ts";
import type { BriefInput } from "./rules.ts";
import type { BriefCreateRequest } from "./schemas.ts";

// The brief form's answers as typed (docs/decisions/0023), and what the rules and the API read from them. The web's
// form and the app's both hold a draft; each keeps it through sign-in its own way (the web in the tab, the app on the
// screen under the sign-in screen: docs/decisions/0065).

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
