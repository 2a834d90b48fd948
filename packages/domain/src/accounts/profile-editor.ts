import { MESSAGES } from "../shared/messages.ts";
import { isValidEmail } from "../shared/email.ts";
import type { ConsumerUser } from "./schemas.ts";

// spec: application §4 "Profile: view mode, edit mode; Save disabled until something changed; Cancel restores the
// last saved values", §5 "Profile edit".

export interface ProfileValues {
  fullName: string;
  email: string;
  isCorporate: boolean;
  companyName: string;
}

export type ProfileField = "fullName" | "email" | "companyName";
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileEditorState {
  mode: "view" | "edit";
  /** The values the server last confirmed. */
  saved: ProfileValues;
  draft: ProfileValues;
  errors: ProfileErrors;
}

export type ProfileEditorEvent =
  | { type: "edit" }
  | { type: "change"; field: ProfileField; value: string }
  | { type: "setCorporate"; isCorporate: boolean }
  | { type: "invalid"; errors: ProfileErrors }
  | { type: "cancel" }
  | { type: "saved"; user: ConsumerUser };

export function profileValuesOf(user: ConsumerUser): ProfileValues {
  const companyName = user.companyName ?? "";
  return { fullName: user.fullName ?? "", email: user.email ?? "", isCorporate: companyName !== "", companyName };
}

export function initialProfileEditor(user: ConsumerUser): ProfileEditorState {
  const values = profileValuesOf(user);
  return { mode: "view", saved: values, draft: values, errors: {} };
}

export function profileEditorReducer(state: ProfileEditorState, event: ProfileEditorEvent): ProfileEditorState {
  switch (event.type) {
    case "edit":
      return { ...state, mode: "edit" };
    case "change": {
      // Editing a field clears its error.
      const { [event.field]: _cleared, ...errors } = state.errors;
      return { ...state, draft: { ...state.draft, [event.field]: event.value }, errors };
    }
    case "setCorporate": {
      // Unticking corporate clears the company (application §5).
      const { companyName: _cleared, ...errors } = state.errors;
      const companyName = event.isCorporate ? state.draft.companyName : "";
      return { ...state, draft: { ...state.draft, isCorporate: event.isCorporate, companyName }, errors };
    }
    case "invalid":
      return { ...state, errors: event.errors };
    case "cancel":
      return { ...state, mode: "view", draft: state.saved, errors: {} };
    case "saved": {
      const values = profileValuesOf(event.user);
      return { mode: "view", saved: values, draft: values, errors: {} };
    }
  }
}

/**
 * Compared as they would be saved, so trailing spaces alone do not enable Save; ticking corporate counts, so Save
 * can then say that the company is missing.
 */
export function isProfileDirty(saved: ProfileValues, draft: ProfileValues): boolean {
  const a = profilePayload(saved);
  const b = profilePayload(draft);
  return a.fullName !== b.fullName || a.email !== b.email || a.companyName !== b.companyName || saved.isCorporate !== draft.isCorporate;
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.fullName.trim() === "") errors.fullName = MESSAGES.nameRequired;
  const email = values.email.trim();
  if (email !== "" && !isValidEmail(email)) errors.email = MESSAGES.emailInvalid;
  if (values.isCorporate && values.companyName.trim() === "") errors.companyName = MESSAGES.companyRequired;
  return errors;
}

/** The body of PUT /api/consumer for the profile: trimmed; an empty e-mail or company clears it (accounts contract). */
export function profilePayload(values: ProfileValues): { fullName: string; email: string; companyName: string } {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    companyName: values.isCorporate ? values.companyName.trim() : "",
  };
}
