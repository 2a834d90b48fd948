import { PUSH_PROMPT_COPY } from "@utsav/domain/shopper";
import type { PushPromptMoment } from "@utsav/domain/shopper";
import { useEffect, useState } from "react";
import { AppState, Linking, StyleSheet, Text, View } from "react-native";
import { useSession } from "../../../session/session-provider";
import { Button } from "../../ui/button";
import { colors, font, radius, space } from "../../ui/theme";
import { askPushPermission, pushPermission, pushSupported } from "./device-push";
import { putOff, putOffNow } from "./not-now";
import { usePush } from "./push-provider";

// The card that asks to turn notifications on (docs/decisions/0073), shown where they are wanted and saying what for:
// the vendor's dashboard, a booking just sent, a request sent. Never at launch: Apple's HIG and Android's guidance ask
// for a permission in context, after saying why. The phone's own dialog opens only from 'Turn on notifications'.

type CardState = "hidden" | "ask" | "denied" | "on";

/** Whether the session is the one a moment's notifications go to: the vendor's dashboard's, or a shopper's. */
const sessionFits = (moment: PushPromptMoment, session: { signedIn: boolean; vendorSignedIn: boolean }) =>
  moment === "vendor" ? session.vendorSignedIn : session.signedIn;

/**
 * Shows nothing when notifications are on already, on the web, for someone not signed in (a guest's booking has no
 * account to register for), or for a while after 'Not now'. A phone that said no is not asked again (it would not
 * show its dialog): the card says how to turn them on in Settings, and notices when the phone comes back from there.
 */
export function PushPrompt({ moment }: { moment: PushPromptMoment }) {
  const session = useSession();
  const { register } = usePush();
  const [state, setState] = useState<CardState>("hidden");
  const [asking, setAsking] = useState(false);
  const fits = sessionFits(moment, session);

  useEffect(() => {
    if (!fits || !pushSupported()) return;
    let live = true;
    void Promise.all([pushPermission().catch(() => "denied" as const), putOff(moment)]).then(([permission, later]) => {
      if (live && permission !== "granted" && !later) setState(permission === "denied" ? "denied" : "ask");
    });
    return () => {
      live = false;
    };
  }, [fits, moment]);

  // Back from Settings with notifications allowed: this phone is registered, and the card says so.
  useEffect(() => {
    if (state !== "denied") return;
    const subscription = AppState.addEventListener("change", (next) => {
      if (next !== "active") return;
      void pushPermission().then((permission) => {
        if (permission !== "granted") return;
        setState("on");
        return register();
      });
    });
    return () => subscription.remove();
  }, [state, register]);

  if (!fits || state === "hidden") return null;

  if (state === "on") {
    return (
      <View style={styles.card} accessibilityLiveRegion="polite">
        <Text accessibilityRole="alert" style={styles.text}>
          {PUSH_PROMPT_COPY.turnedOn}
        </Text>
      </View>
    );
  }

  const turnOn = async () => {
    setAsking(true);
    const permission = await askPushPermission().catch(() => "denied" as const);
    setAsking(false);
    if (permission === "granted") {
      setState("on");
      await register();
    } else setState(permission === "denied" ? "denied" : "ask");
  };
  const notNow = () => {
    setState("hidden");
    void putOffNow(moment);
  };

  const words = PUSH_PROMPT_COPY.moments[moment];
  const denied = state === "denied";
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.title}>
        {denied ? PUSH_PROMPT_COPY.deniedTitle : words.title}
      </Text>
      <Text style={styles.text}>{denied ? PUSH_PROMPT_COPY.deniedLead : words.lead}</Text>
      <View style={styles.actions}>
        {denied ? (
          <Button label={PUSH_PROMPT_COPY.openSettings} role="link" onPress={() => void Linking.openSettings()} style={styles.action} />
        ) : (
          <Button label={PUSH_PROMPT_COPY.turnOn} loading={asking} onPress={() => void turnOn()} style={styles.action} />
        )}
        <Button label={PUSH_PROMPT_COPY.notNow} variant="secondary" onPress={notNow} disabled={asking} style={styles.action} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    padding: space.lg,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  actions: { flexDirection: "row", flexWrap: "wrap", gap: space.md, marginTop: space.xs },
  action: { flexGrow: 1 },
});
