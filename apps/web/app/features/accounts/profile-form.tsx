import { useId, useState } from "react";
import { flushSync } from "react-dom";
import {
  ACCOUNT_COPY,
  formatPhoneDisplay,
  isProfileDirty,
  MESSAGES,
  profilePayload,
  profileValuesOf,
  validateProfile,
} from "@utsav/domain/client";
import type { ProfileValues } from "@utsav/domain/client";
import type { ConsumerUser } from "@utsav/domain";
import { thrownMessage } from "../../lib/api-client";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import type { DomainForm } from "../../shared/lib/forms/use-domain-form";
import { Field } from "../../shared/ui/field";
import { CloseIcon } from "../../shared/ui/icons";
import { updateConsumer } from "./api/consumer";
import { uploadProfileImage } from "./api/upload-profile-image";
import { AvatarPicker } from "./avatar-picker";
import { IdentityFields } from "./identity-fields";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

/** The domain's profile rule (application §5): a name, a valid e-mail if any, and a company when corporate is ticked. */
const checkProfile: DomainCheck<ProfileValues> = (values) => validateProfile(values);

/**
 * The profile (application §2, §4, §5): view mode and edit mode; Save is enabled once something changed, Cancel
 * restores the last saved values, save errors show in a dismissible red card (application §8). The avatar can be
 * changed in either mode and is kept at once.
 *
 * It opens in the header's popup over any page, so no route's action owns it: its calls go from the browser.
 */
export function ProfileForm({ user }: { user: ConsumerUser }) {
  // The values the server last confirmed; the form holds the draft.
  const [saved, setSaved] = useState(() => profileValuesOf(user));
  const [editing, setEditing] = useState(false);
  const [profileImage, setProfileImage] = useState(user.profileImage);
  const profile = useDomainForm<ProfileValues>({ defaultValues: saved, check: checkProfile });
  const draft = profile.watch();
  const saving = profile.formState.isSubmitting;
  const dirty = isProfileDirty(saved, draft);
  const phoneId = useId();

  /** Back to view mode showing `values`, the fields' errors and the refusal cleared. */
  const show = (values: ProfileValues) => {
    profile.reset(values);
    setEditing(false);
  };

  const save = profile.handleSubmit(async (values) => {
    try {
      const result = await updateConsumer(profilePayload(values));
      if (result.ok) {
        const next = profileValuesOf(result.data.user);
        setSaved(next);
        show(next);
      } else profile.refuse(result.errorMessage ?? MESSAGES.profileSaveFailed);
    } catch (thrown) {
      profile.refuse(thrownMessage(thrown, MESSAGES.profileSaveFailed));
    }
  });

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
    <form
      className={`${form.form} ${styles.profile}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (editing && dirty && !saving) void save(event);
      }}
      noValidate
      aria-label="Your profile"
      data-mode={editing ? "edit" : "view"}
    >
      <AvatarPicker image={profileImage} name={saved.fullName} onPick={changePicture} />
      <IdentityFields
        identity={profile}
        isCorporate={draft.isCorporate}
        editing={editing}
        onCorporateChange={(ticked) => {
          // Unticking corporate clears the company (application §5).
          if (!ticked) profile.setValue("companyName", "");
          profile.clearErrors("companyName");
        }}
      />
      <Field label={ACCOUNT_COPY.phoneNumber} htmlFor={phoneId}>
        <input id={phoneId} className={form.input} name="phone" type="tel" readOnly value={formatPhoneDisplay(user.mobile)} />
      </Field>
      <EmailField profile={profile} editing={editing} />
      {profile.formError ? (
        <div className={styles.errorCard} role="alert">
          <p>{profile.formError}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={ACCOUNT_COPY.dismiss}
            onClick={() => profile.clearErrors("root.server")}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <div className={styles.actions}>
        {editing ? (
          <>
            <button type="button" className="btn btn-outline" onClick={() => show(saved)}>
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
              const next = event.currentTarget.form?.querySelector<HTMLInputElement>(`#${CSS.escape(profile.fieldId("fullName"))}`);
              // The first field takes focus, as the Edit button is replaced, within the click: focus moved a frame
              // later took it from a field the person had already chosen, and their typing went into the name.
              flushSync(() => setEditing(true));
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

/**
 * The e-mail, optional. A component of its own so that it registers with the form after the identity fields, as it
 * comes after them on the page: a failed check moves focus to the first field in error in that order.
 */
function EmailField({ profile, editing }: { profile: DomainForm<ProfileValues>; editing: boolean }) {
  return (
    <Field label={ACCOUNT_COPY.email} htmlFor={profile.fieldId("email")} error={profile.errorOf("email")}>
      <input
        {...profile.control("email")}
        className={form.input}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        readOnly={!editing}
        placeholder={editing ? "Optional" : undefined}
      />
    </Field>
  );
}
