import { COPY } from "@utsav/domain/client";
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

const styles = StyleSheet.create({
  box: { padding: space.xl, gap: space.lg, alignItems: "center" },
  message: { color: colors.text, fontSize: font.body, textAlign: "center" },
});
