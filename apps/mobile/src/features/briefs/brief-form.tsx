import { useIsFocused, useRouter } from "expo-router";
import {
  BRIEF_COPY,
  BRIEF_FORM_COPY,
  BRIEF_LIMITS,
  BRIEF_OCCASIONS,
  briefInput,
  CATEGORIES,
  CATEGORY_LABELS,
  EMPTY_DRAFT,
  indianDate,
  validateBrief,
} from "@utsav/domain/shopper";
import type { BriefDraft, BriefErrors } from "@utsav/domain/client";
import type { ConsumerBriefDetail } from "@utsav/domain";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { sendBrief } from "./api/briefs";
import { BriefPhotosField } from "./brief-photos-field";
import type { BriefPhoto } from "./brief-photos-field";

/** The date and locality fields the route composes in (the booking form's: features do not import each other). */
export interface BriefFieldSlots {
  renderEventDate: (value: string, onChange: (date: string) => void, error: string | undefined) => ReactNode;
  renderLocality: (value: string, onChange: (locality: string) => void, error: string | undefined) => ReactNode;
}

interface BriefFormProps extends BriefFieldSlots {
  /** The brief as the server keeps it, once sent. */
  onSent: (brief: ConsumerBriefDetail) => void;
}

/**
 * The brief (docs/decisions/0023, 0065): occasion, date, locality, guests, budget, what is needed, notes and photos,
 * checked by the API's own rule (validateBrief) before anything is sent, each error beside its field. A shopper who is
 * not signed in signs in at Send: the sign-in screen opens over this one, which keeps the answers and the photos, and
 * the brief is sent once they are back on it signed in; back without signing in, nothing is sent. A refusal shows
 * the server's words above Send.
 */
export function BriefForm({ onSent, renderEventDate, renderLocality }: BriefFormProps) {
  const api = useApi();
  const router = useRouter();
  const session = useSession();
  const focused = useIsFocused();
  const [draft, setDraft] = useState<BriefDraft>(EMPTY_DRAFT);
  const [photos, setPhotos] = useState<BriefPhoto[]>([]);
  const [errors, setErrors] = useState<BriefErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Send was pressed signed out: the brief goes once the shopper is back from signing in.
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);

  const change =
    <K extends keyof BriefDraft>(field: K) =>
    (value: BriefDraft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _, ...rest }) => rest);
    };

  async function submit() {
    setPending(true);
    setRefusal(null);
    const result = await sendBrief(api, draft, photos);
    setPending(false);
    if (result.ok) onSent(result.brief);
    else setRefusal(result.message);
  }

  function send() {
    const found = validateBrief(briefInput(draft, photos.length), indianDate());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (session.signedIn) {
      void submit();
      return;
    }
    setWaitingForSignIn(true);
    router.push(paths.login());
  }

  useEffect(() => {
    // Back on this screen signed in (a new shopper has given their name first): the brief goes.
    if (!waitingForSignIn || !session.signedIn || !focused) return;
    setWaitingForSignIn(false);
    void submit();
    // submit reads this render's answers, which are the ones Send checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForSignIn, session.signedIn, focused]);

  const toggleCategory = (category: string, checked: boolean) =>
    change("categories")(checked ? [...draft.categories, category] : draft.categories.filter((c) => c !== category));

  return (
    <KeyboardAwareScroll contentContainerStyle={styles.form}>
      <Text accessibilityRole="header" style={styles.title}>
        {BRIEF_COPY.formTitle}
      </Text>
      <View style={styles.group}>
        <Text style={styles.label}>
          {BRIEF_COPY.occasion}
          <Text style={styles.required}> *</Text>
        </Text>
        <ChoiceChips
          choices={BRIEF_OCCASIONS.map((occasion) => ({ value: occasion, label: occasion }))}
          value={draft.occasion}
          onChange={change("occasion")}
        />
        {errors.occasion ? <FieldError message={errors.occasion} /> : null}
      </View>
      {renderEventDate(draft.eventDate, change("eventDate"), errors.eventDate)}
      {renderLocality(draft.locality, change("locality"), errors.locality)}
      <TextField
        label={BRIEF_COPY.guests}
        required
        value={draft.guests}
        onChangeText={change("guests")}
        placeholder={BRIEF_FORM_COPY.guestsHint}
        keyboardType="number-pad"
        maxLength={4}
        error={errors.guests}
      />
      <TextField
        label={BRIEF_FORM_COPY.budgetFrom}
        required
        value={draft.budgetMin}
        onChangeText={change("budgetMin")}
        keyboardType="number-pad"
        maxLength={11}
        error={errors.budgetMin}
      />
      <TextField
        label={BRIEF_FORM_COPY.budgetUpTo}
        required
        value={draft.budgetMax}
        onChangeText={change("budgetMax")}
        keyboardType="number-pad"
        maxLength={11}
        error={errors.budgetMax}
      />
      <View style={styles.group}>
        <Text style={styles.label}>
          {BRIEF_COPY.categories}
          <Text style={styles.required}> *</Text>
        </Text>
        {CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={CATEGORY_LABELS[category]}
            checked={draft.categories.includes(category)}
            onChange={(checked) => toggleCategory(category, checked)}
          />
        ))}
        {errors.categories ? <FieldError message={errors.categories} /> : null}
      </View>
      <TextField
        label={BRIEF_COPY.notes}
        value={draft.notes}
        onChangeText={change("notes")}
        placeholder={BRIEF_FORM_COPY.notesHint}
        maxLength={BRIEF_LIMITS.notesMax}
        multiline
        error={errors.notes}
      />
      <BriefPhotosField
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setErrors(({ photos: _, ...rest }) => rest);
        }}
        error={errors.photos}
      />
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.refusal}>
          {refusal}
        </Text>
      ) : null}
      <Button label={BRIEF_COPY.submit} loading={pending} onPress={send} />
      <Text style={styles.small}>
        {session.signedIn ? "" : `${BRIEF_FORM_COPY.signInAtSend} `}
        {BRIEF_FORM_COPY.whoSeesIt}
      </Text>
    </KeyboardAwareScroll>
  );
}

function FieldError({ message }: { message: string }) {
  return (
    <Text accessibilityRole="alert" style={styles.error}>
      ⚠ {message}
    </Text>
  );
}

const styles = StyleSheet.create({
  form: { padding: space.lg, gap: space.lg },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  group: { gap: space.sm },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  required: { color: colors.error },
  error: { color: colors.error, fontSize: font.small },
  refusal: { fontSize: font.body, color: colors.error },
  small: { fontSize: font.small, color: colors.muted },
});
