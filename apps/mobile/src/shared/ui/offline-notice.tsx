import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/** Shown above saved data when the server could not be reached: the screen is what the phone kept. */
export function OfflineNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <View style={styles.bar}>
      <Text accessibilityRole="alert" style={styles.text}>
        {COPY.offline}
      </Text>
      <Button label={COPY.retry} onPress={onRetry} loading={retrying} variant="text" />
    </View>
  );
}

const styles = StyleSheet.create({
  bar: {
    flexDirection: "row",
    alignItems: "center",
    gap: space.sm,
    backgroundColor: colors.notice,
    paddingHorizontal: space.lg,
    paddingVertical: space.xs,
  },
  text: { flex: 1, color: colors.text, fontSize: font.small },
});
