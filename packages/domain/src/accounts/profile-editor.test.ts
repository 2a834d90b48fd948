import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages.ts";
import type { ConsumerUser } from "./schemas.ts";
import { initialProfileEditor, isProfileDirty, profileEditorReducer, profilePayload, validateProfile } from "./profile-editor.ts";
import type { ProfileEditorEvent, ProfileEditorState } from "./profile-editor.ts";

const user: ConsumerUser = { fullName: "Asha Rao", email: null, mobile: "+919876543210", profileImage: null, companyName: "Acme" };
const run = (events: ProfileEditorEvent[], from: ProfileEditorState = initialProfileEditor(user)) =>
  events.reduce(profileEditorReducer, from);

describe("profile editor (application §4)", () => {
  it("starts in view mode with the saved values", () => {
    const state = initialProfileEditor(user);
    expect(state.mode).toBe("view");
    expect(state.draft).toEqual({ fullName: "Asha Rao", email: "", isCorporate: true, companyName: "Acme" });
  });

  it("is dirty only when something changed as it would be saved", () => {
    const state = run([{ type: "edit" }, { type: "change", field: "fullName", value: "Asha Rao  " }]);
    expect(isProfileDirty(state.saved, state.draft)).toBe(false);
    const changed = profileEditorReducer(state, { type: "change", field: "email", value: "asha@example.com" });
    expect(isProfileDirty(changed.saved, changed.draft)).toBe(true);
  });

  it("clears the company when corporate is unticked", () => {
    const state = run([{ type: "edit" }, { type: "setCorporate", isCorporate: false }]);
    expect(state.draft).toMatchObject({ isCorporate: false, companyName: "" });
    expect(isProfileDirty(state.saved, state.draft)).toBe(true);
    expect(profilePayload(state.draft).companyName).toBe("");
  });

  it("cancel restores the last saved values and returns to view mode", () => {
    const state = run([
      { type: "edit" },
      { type: "change", field: "fullName", value: "" },
      { type: "invalid", errors: { fullName: MESSAGES.nameRequired } },
      { type: "cancel" },
    ]);
    expect(state.mode).toBe("view");
    expect(state.draft).toEqual(state.saved);
    expect(state.errors).toEqual({});
  });

  it("takes the saved profile as the new baseline", () => {
    const state = run([
      { type: "edit" },
      { type: "change", field: "email", value: "asha@example.com" },
      { type: "saved", user: { ...user, email: "asha@example.com" } },
    ]);
    expect(state.mode).toBe("view");
    expect(state.saved.email).toBe("asha@example.com");
    expect(isProfileDirty(state.saved, state.draft)).toBe(false);
  });

  it("clears a field's error while typing in it", () => {
    const state = run([
      { type: "edit" },
      { type: "invalid", errors: { fullName: MESSAGES.nameRequired, email: MESSAGES.emailInvalid } },
      { type: "change", field: "fullName", value: "A" },
    ]);
    expect(state.errors).toEqual({ email: MESSAGES.emailInvalid });
  });
});

describe("profile validation (application §5)", () => {
  const valid = { fullName: "Asha", email: "", isCorporate: false, companyName: "" };

  it("requires a name", () => {
    expect(validateProfile({ ...valid, fullName: " " })).toEqual({ fullName: MESSAGES.nameRequired });
  });

  it("takes an optional e-mail, which must look like one", () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, email: "asha@example.com" })).toEqual({});
    expect(validateProfile({ ...valid, email: "asha@" })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it("requires a company when corporate is ticked", () => {
    expect(validateProfile({ ...valid, isCorporate: true })).toEqual({ companyName: MESSAGES.companyRequired });
  });

  it("saves trimmed values; an empty e-mail clears it", () => {
    expect(profilePayload({ fullName: " Asha ", email: " ", isCorporate: true, companyName: " Acme " })).toEqual({
      fullName: "Asha",
      email: "",
      companyName: "Acme",
    });
  });
});
