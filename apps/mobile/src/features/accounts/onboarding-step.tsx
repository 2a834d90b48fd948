import { COPY, copyFor, EMPTY_ONBOARDING, MESSAGES, onboardingPayload, validateOnboarding } from "@utsav/domain/shopper";
import type { OnboardingErrors, OnboardingField, OnboardingValues } from "@utsav/domain/client";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { SkeletonBlock } from "../../shared/ui/skeleton";
import { TextField } from "../../shared/ui/text-field";
import { colors, font } from "../../shared/ui/theme";
import { saveConsumer } from "./api/consumer";
import { stepStyles } from "./phone-entry-step";

type Phase = { kind: "form"; saveError: string | null } | { kind: "saving" } | { kind: "success"; firstName: string };

/**
 * Onboarding for a new consumer (application §2, §4, §5): the form, saving (a skeleton), then 'Welcome' with
 * Continue. Name is required, and the company when corporate is ticked; values are trimmed; errors clear while typing.
 */
export function OnboardingStep({ onComplete }: { onComplete: () => void }) {
  const api = useApi();
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: "form", saveError: null });

  const update = (field: OnboardingField) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit() {
    const found = validateOnboarding(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = onboardingPayload(values);
    setPhase({ kind: "saving" });
    const saved = await saveConsumer(api, payload, MESSAGES.onboardingFailed);
    setPhase(
      saved.ok
        ? { kind: "success", firstName: payload.fullName.split(/\s+/)[0] ?? payload.fullName }
        : { kind: "form", saveError: saved.message },
    );
  }

  if (phase.kind === "saving") {
    return (
      <View style={stepStyles.step} accessible accessibilityRole="progressbar" accessibilityLabel={COPY.savingDetails}>
        <SkeletonBlock width="60%" height={28} />
        <SkeletonBlock height={48} />
        <SkeletonBlock width="70%" height={24} />
        <SkeletonBlock height={48} />
      </View>
    );
  }
  if (phase.kind === "success") {
    return (
      <View style={stepStyles.step}>
        <Text style={styles.mark}>✓</Text>
        <Text accessibilityRole="header" style={stepStyles.title}>
          {COPY.welcome}
        </Text>
        <Text style={stepStyles.lead}>{copyFor.welcomeLead(phase.firstName)}</Text>
        <Button label={COPY.continue} onPress={onComplete} />
      </View>
    );
  }
  return (
    <View style={stepStyles.step}>
      <Text accessibilityRole="header" style={stepStyles.title}>
        {COPY.onboardingTitle}
      </Text>
      <Text style={stepStyles.lead}>{COPY.onboardingLead}</Text>
      <TextField
        label={COPY.name}
        required
        error={errors.fullName}
        value={values.fullName}
        onChangeText={update("fullName")}
        autoComplete="name"
        maxLength={80}
      />
      <Checkbox
        label={COPY.corporate}
        checked={values.isCorporate}
        onChange={(isCorporate) => {
          setValues((current) => ({ ...current, isCorporate, companyName: isCorporate ? current.companyName : "" }));
          setErrors(({ companyName: _cleared, ...rest }) => rest);
        }}
      />
      {values.isCorporate ? (
        <TextField
          label={COPY.companyName}
          required
          error={errors.companyName}
          value={values.companyName}
          onChangeText={update("companyName")}
          maxLength={120}
        />
      ) : null}
      <Button label={COPY.saveAndContinue} onPress={() => void submit()} />
      {phase.saveError ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {phase.saveError}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  mark: { fontSize: 48, color: colors.primary },
  error: { color: colors.error, fontSize: font.body },
});
