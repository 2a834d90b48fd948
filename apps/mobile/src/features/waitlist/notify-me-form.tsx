import { formOutcome } from "@utsav/api-client/shopper";
import { emailEntryError, MESSAGES } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { joinWaitlist } from "./api/join-waitlist";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; message: string };

interface NotifyMeFormProps {
  placeholder: string;
  buttonText: string;
  subtitle: string;
}

/** The hero's notify-me box: joins the consumer waitlist (application §1, §8 Waitlist). */
export function NotifyMeForm({ placeholder, buttonText, subtitle }: NotifyMeFormProps) {
  const api = useApi();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit() {
    const problem = emailEntryError(email);
    if (problem) {
      setState({ kind: "error", message: problem });
      return;
    }
    setState({ kind: "sending" });
    const outcome = await formOutcome(joinWaitlist(api, email.trim()), MESSAGES.waitlistFailed);
    setState(outcome.ok ? { kind: "done" } : { kind: "error", message: outcome.message });
  }

  if (state.kind === "done") {
    return (
      <Text accessibilityRole="alert" style={styles.done}>
        {MESSAGES.waitlistSuccess}
      </Text>
    );
  }
  return (
    <View style={styles.form}>
      <Text style={styles.subtitle}>{subtitle}</Text>
      <TextField
        label={placeholder}
        hideLabel
        placeholder={placeholder}
        value={email}
        onChangeText={(text) => {
          setEmail(text);
          if (state.kind === "error") setState({ kind: "idle" });
        }}
        keyboardType="email-address"
        autoCapitalize="none"
        autoComplete="email"
        maxLength={254}
        error={state.kind === "error" ? state.message : null}
        onSubmitEditing={() => void submit()}
      />
      <Button label={buttonText} onPress={() => void submit()} loading={state.kind === "sending"} />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.sm },
  subtitle: { color: colors.onPrimary, fontSize: font.body },
  done: { color: colors.onPrimary, fontSize: font.body, fontWeight: "600" },
});
