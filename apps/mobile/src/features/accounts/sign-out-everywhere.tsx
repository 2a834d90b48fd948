import { COPY, SIGN_OUT_EVERYWHERE_COPY } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { usePush } from "../../shared/lib/push/push-provider";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { endEverySession } from "./api/sign-out-everywhere";

/**
 * "Sign out of all devices", as on the web's profile (decision 15), with the web's words. The app asks first, in a
 * sheet: a press on a phone is easier to make by mistake than a click (docs/decisions/0066). Once the server has ended
 * every session, `onSignedOut` forgets this phone's as Logout does; a refusal shows in the sheet and nothing changes.
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const api = useApi();
  const push = usePush();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAsking(false);
    setError(null);
  };

  async function signOut() {
    setBusy(true);
    setError(null);
    // This phone's push token first, while the session is alive (the server then forgets every other phone's too);
    // registered again if the server refused, since this phone stays signed in (docs/decisions/0073).
    await push.forget();
    const problem = await endEverySession(api);
    setBusy(false);
    if (problem) {
      void push.register();
      setError(problem);
      return;
    }
    setAsking(false);
    await onSignedOut();
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.title}>
        {SIGN_OUT_EVERYWHERE_COPY.title}
      </Text>
      <Text style={styles.text}>{SIGN_OUT_EVERYWHERE_COPY.lead}</Text>
      <Button label={SIGN_OUT_EVERYWHERE_COPY.button} variant="secondary" onPress={() => setAsking(true)} />
      <Sheet
        open={asking}
        onClose={close}
        title={SIGN_OUT_EVERYWHERE_COPY.question}
        size="small"
        footer={
          <View style={styles.actions}>
            <Button label={COPY.cancel} variant="secondary" onPress={close} disabled={busy} style={styles.action} />
            <Button label={SIGN_OUT_EVERYWHERE_COPY.confirm} onPress={() => void signOut()} loading={busy} style={styles.action} />
          </View>
        }
      >
        <Text style={styles.text}>{SIGN_OUT_EVERYWHERE_COPY.lead}</Text>
        {error ? (
          <Text accessibilityRole="alert" style={styles.error}>
            {error}
          </Text>
        ) : null}
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm, paddingTop: space.lg, borderTopWidth: 1, borderTopColor: colors.border },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  actions: { flexDirection: "row", gap: space.md },
  action: { flex: 1 },
  error: { padding: space.md, borderRadius: radius.md, backgroundColor: colors.errorSurface, color: colors.error, fontSize: font.body },
});
