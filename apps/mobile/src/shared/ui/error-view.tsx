import { APP_COPY, COPY, MESSAGES } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/** A failed load: what went wrong and a way to try again. */
export function ErrorView({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <View style={styles.box}>
      <Text accessibilityRole="alert" style={styles.message}>
        {message}
      </Text>
      {onRetry ? <Button label={COPY.retry} onPress={onRetry} variant="secondary" /> : null}
    </View>
  );
}

/**
 * A screen that failed to draw (its error boundary, docs/decisions/0062): what happened, Try again, and the way home.
 * It stands outside the app's providers, so it needs none of them.
 */
export function ScreenFailedView({ onRetry, onHome }: { onRetry: () => void; onHome: () => void }) {
  return (
    <View style={[styles.box, styles.screen]}>
      <Text accessibilityRole="header" style={styles.title}>
        {APP_COPY.screenFailed}
      </Text>
      <Text style={styles.message}>{MESSAGES.internalError}</Text>
      <Button label={COPY.retry} onPress={onRetry} />
      <Button label={COPY.goHome} role="link" variant="secondary" onPress={onHome} />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: space.xl, gap: space.lg, alignItems: "center" },
  screen: { flex: 1, justifyContent: "center", backgroundColor: colors.background },
  title: { fontSize: font.title, fontWeight: "700", color: colors.text, textAlign: "center" },
  message: { color: colors.text, fontSize: font.body, textAlign: "center" },
});
