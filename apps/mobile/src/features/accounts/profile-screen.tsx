import type { UploadFile } from "@utsav/api-client";
import {
  BOOKING_COPY,
  COPY,
  formatPhoneDisplay,
  initialProfileEditor,
  isProfileDirty,
  MESSAGES,
  MY_BRIEFS_TITLE,
  profileEditorReducer,
  profilePayload,
  validateProfile,
} from "@utsav/domain/shopper";
import type { ConsumerUser } from "@utsav/domain";
import type { ProfileField } from "@utsav/domain/client";
import { useQueryClient } from "@tanstack/react-query";
import { useReducer, useState } from "react";
import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useRouter } from "expo-router";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { useForgetPushToken } from "../../shared/lib/push/push-provider";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { QueryView } from "../../shared/ui/query-view";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { saveConsumer, uploadPicture, useConsumer } from "./api/consumer";
import { endSession } from "./api/sign-out";
import { AvatarPicker } from "./avatar-picker";
import { ShopperMessagesSection } from "./shopper-messages-section";
import { SignOutEverywhere } from "./sign-out-everywhere";

/** Someone who is not signed in is asked to; `children` (the About section) shows either way. */
function NotSignedIn({ children }: { children?: ReactNode }) {
  const router = useRouter();
  return (
    <View style={styles.screen}>
      <Text style={styles.errorText}>{COPY.loginLead}</Text>
      <Button label={COPY.login} onPress={() => router.replace(paths.login())} />
      {children}
    </View>
  );
}

/**
 * The profile (application §2 Profile, §4, §5): view mode, then Edit; Save is disabled until something changed,
 * Cancel restores the last saved values; the phone number is read-only. A failed save shows in a dismissible card.
 */
function ProfileForm({ user, onSaved }: { user: ConsumerUser; onSaved: (user: ConsumerUser) => void }) {
  const api = useApi();
  const [state, dispatch] = useReducer(profileEditorReducer, user, initialProfileEditor);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { mode, draft, saved, errors } = state;
  const editing = mode === "edit";
  const change = (field: ProfileField) => (value: string) => dispatch({ type: "change", field, value });

  async function save() {
    const found = validateProfile(draft);
    if (Object.keys(found).length > 0) {
      dispatch({ type: "invalid", errors: found });
      return;
    }
    setSaving(true);
    setSaveError(null);
    const result = await saveConsumer(api, profilePayload(draft), MESSAGES.profileSaveFailed);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.message);
      return;
    }
    dispatch({ type: "saved", user: result.user });
    onSaved(result.user);
  }

  async function changePicture(file: UploadFile) {
    const profileImage = await uploadPicture(api, file);
    if (!profileImage) return;
    const result = await saveConsumer(api, { ...profilePayload(saved), profileImage }, MESSAGES.profileImageFailed);
    if (result.ok) onSaved(result.user);
    else console.warn(MESSAGES.profileImageFailed, result.message);
  }

  return (
    <View style={styles.form}>
      <AvatarPicker image={user.profileImage} name={saved.fullName} onPick={changePicture} />
      <TextField
        label={COPY.name}
        required={editing}
        editable={editing}
        error={errors.fullName}
        value={draft.fullName}
        onChangeText={change("fullName")}
        autoComplete="name"
        maxLength={80}
      />
      <Checkbox
        label={COPY.corporate}
        checked={draft.isCorporate}
        disabled={!editing}
        onChange={(isCorporate) => dispatch({ type: "setCorporate", isCorporate })}
      />
      {draft.isCorporate ? (
        <TextField
          label={COPY.companyName}
          required={editing}
          editable={editing}
          error={errors.companyName}
          value={draft.companyName}
          onChangeText={change("companyName")}
          maxLength={120}
        />
      ) : null}
      <TextField label={COPY.phoneNumber} editable={false} value={formatPhoneDisplay(user.mobile)} />
      <TextField
        label={COPY.email}
        editable={editing}
        error={errors.email}
        value={draft.email}
        onChangeText={change("email")}
        keyboardType="email-address"
        autoCapitalize="none"
        autoComplete="email"
        maxLength={254}
      />
      {saveError ? (
        <View style={styles.errorCard}>
          <Text accessibilityRole="alert" style={styles.errorText}>
            {saveError}
          </Text>
          <Button label={COPY.dismiss} variant="text" onPress={() => setSaveError(null)} />
        </View>
      ) : null}
      {editing ? (
        <View style={styles.actions}>
          <Button label={COPY.cancel} variant="secondary" onPress={() => dispatch({ type: "cancel" })} style={styles.action} />
          <Button
            label={COPY.save}
            onPress={() => void save()}
            loading={saving}
            disabled={!isProfileDirty(saved, draft)}
            style={styles.action}
          />
        </View>
      ) : (
        <Button label={COPY.edit} variant="secondary" onPress={() => dispatch({ type: "edit" })} />
      )}
    </View>
  );
}

/**
 * The signed-in consumer's profile, with My bookings and Logout, which ends the session here and on the server.
 * `footer` is what the route adds below them (the "Your data" section of modules/privacy); `about` (Help & Support, the
 * blog and the legal pages of modules/content) shows signed in or not.
 */
export function ProfileScreen({ footer, about }: { footer?: ReactNode; about?: ReactNode } = {}) {
  const api = useApi();
  const router = useRouter();
  const session = useSession();
  const query = useConsumer(session.signedIn);
  const queryClient = useQueryClient();
  const forgetPushToken = useForgetPushToken();
  if (!session.signedIn) return <NotSignedIn>{about}</NotSignedIn>;
  // Forgetting this phone's session, after Logout or after signing out of all devices.
  const forget = async () => {
    await session.signOut();
    // What the account read: its profile, and its chosen locality and event date (the home band, lists and search).
    queryClient.removeQueries({ queryKey: ["consumer"] });
    queryClient.removeQueries({ queryKey: ["location"] });
    router.dismissTo(paths.home());
  };
  const onLogout = async () => {
    // This phone's push token first, while the session can still say whose it is (docs/decisions/0073).
    await forgetPushToken();
    await endSession(api);
    await forget();
  };
  return (
    <KeyboardAwareScroll contentContainerStyle={styles.screen}>
      <QueryView query={query}>
        {(user) => <ProfileForm user={user} onSaved={(next) => queryClient.setQueryData(["consumer"], next)} />}
      </QueryView>
      <ShopperMessagesSection />
      <Button label={BOOKING_COPY.myBookingsTitle} role="link" variant="secondary" onPress={() => router.push(paths.myBookings())} />
      <Button label={MY_BRIEFS_TITLE} role="link" variant="secondary" onPress={() => router.push(paths.myBriefs())} />
      <Button label={COPY.logout} variant="text" onPress={() => void onLogout()} />
      <SignOutEverywhere onSignedOut={forget} />
      {footer}
      {about}
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.xl, gap: space.lg },
  form: { gap: space.lg },
  actions: { flexDirection: "row", gap: space.md },
  action: { flex: 1 },
  errorCard: {
    flexDirection: "row",
    alignItems: "center",
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    backgroundColor: colors.errorSurface,
  },
  errorText: { flex: 1, color: colors.error, fontSize: font.body },
});
