import { useId, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ACCOUNT_COPY, formatPhoneDisplay, MESSAGES } from "@utsav/domain/client";
import type { ConsumerUser } from "@utsav/domain";
import { CloseIcon } from "../../shared/ui/icons";
import { updateConsumer } from "./api/consumer";
import { thrownMessage } from "../../lib/api-client";
import { uploadProfileImage } from "./api/upload-profile-image";
import { AvatarPicker } from "./avatar-picker";
import { IdentityFields } from "./identity-fields";
import { Field, fieldAria } from "../../shared/ui/field";
import { initialProfileEditor, isProfileDirty, profileEditorReducer, profilePayload, validateProfile } from "@utsav/domain/client";
import type { ProfileField } from "@utsav/domain/client";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

const FIELD_ORDER: ProfileField[] = ["fullName", "companyName", "email"];

/**
 * The profile (application §2, §4, §5): view mode and edit mode; Save is enabled once something changed, Cancel
 * restores the last saved values, save errors show in a dismissible red card (application §8). The avatar can be
 * changed in either mode and is kept at once.
 */
export function ProfileForm({ user }: { user: ConsumerUser }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(profileEditorReducer, user, initialProfileEditor);
  const [profileImage, setProfileImage] = useState(user.profileImage);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { mode, draft, saved, errors } = state;
  const editing = mode === "edit";
  const dirty = isProfileDirty(saved, draft);
  const fieldId = (field: ProfileField | "phone") => `${id}-${field}`;

  const change = (field: ProfileField, value: string) => dispatch({ type: "change", field, value });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editing || !dirty || saving) return;
    const found = validateProfile(draft);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      dispatch({ type: "invalid", errors: found });
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const result = await updateConsumer(profilePayload(draft));
      if (result.ok) dispatch({ type: "saved", user: result.data.user });
      else setSaveError(result.errorMessage ?? MESSAGES.profileSaveFailed);
    } catch (thrown) {
      setSaveError(thrownMessage(thrown, MESSAGES.profileSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  /** Uploads the picture, then keeps it on the profile with the saved values (accounts contract). */
  async function changePicture(file: File) {
    try {
      const uploaded = await uploadProfileImage(file);
      if (!uploaded.ok) throw new Error(uploaded.errorMessage ?? `Upload failed (${uploaded.status})`);
      const result = await updateConsumer({ ...profilePayload(saved), profileImage: uploaded.data.profileImage });
      if (!result.ok) throw new Error(result.errorMessage ?? `Profile update failed (${result.status})`);
      setProfileImage(result.data.user.profileImage);
    } catch (error) {
      // spec: application §8 "Profile image upload: 'Failed to update image', logged only".
      console.warn(MESSAGES.profileImageFailed, error);
    }
  }

  return (
    <form ref={formRef} className={`${form.form} ${styles.profile}`} onSubmit={save} noValidate aria-label="Your profile" data-mode={mode}>
      <AvatarPicker image={profileImage} name={saved.fullName} onPick={changePicture} />
      <IdentityFields
        values={draft}
        errors={errors}
        fieldId={fieldId}
        editing={editing}
        onChange={change}
        onCorporateChange={(isCorporate) => dispatch({ type: "setCorporate", isCorporate })}
      />
      <Field label={ACCOUNT_COPY.phoneNumber} htmlFor={fieldId("phone")}>
        <input id={fieldId("phone")} className={form.input} name="phone" type="tel" readOnly value={formatPhoneDisplay(user.mobile)} />
      </Field>
      <Field label={ACCOUNT_COPY.email} htmlFor={fieldId("email")} error={errors.email}>
        <input
          {...fieldAria(fieldId("email"), errors.email)}
          className={form.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          readOnly={!editing}
          placeholder={editing ? "Optional" : undefined}
          value={draft.email}
          onChange={(event) => change("email", event.target.value)}
        />
      </Field>
      {saveError ? (
        <div className={styles.errorCard} role="alert">
          <p>{saveError}</p>
          <button type="button" className={styles.dismiss} aria-label={ACCOUNT_COPY.dismiss} onClick={() => setSaveError(null)}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <div className={styles.actions}>
        {editing ? (
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                dispatch({ type: "cancel" });
                setSaveError(null);
              }}
            >
              {ACCOUNT_COPY.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!dirty || saving} aria-busy={saving || undefined}>
              {saving ? "Saving…" : ACCOUNT_COPY.save}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={(event) => {
              const next = event.currentTarget.form?.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId("fullName"))}`);
              // The first field takes focus, as the Edit button is replaced, within the click: focus moved a frame
              // later took it from a field the person had already chosen, and their typing went into the name.
              flushSync(() => dispatch({ type: "edit" }));
              next?.focus();
            }}
          >
            {ACCOUNT_COPY.edit}
          </button>
        )}
      </div>
    </form>
  );
}
