import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/** The next step of an empty list that has no filter to clear: every offering (/offerings, application §2). */
export const VIEW_ALL_OFFERINGS = `${COPY.viewAll} ${COPY.offeringsTitle}`;

export interface EmptyStateAction {
  label: string;
  onPress: () => void;
  role?: "button" | "link";
}

/**
 * A list with nothing in it: what is empty, and the next step as a button, so a screen never ends in a dead end
 * (docs/decisions/0063). The first action is the main one.
 */
export function EmptyState({ message, actions }: { message: string; actions: EmptyStateAction[] }) {
  return (
    <View style={styles.box}>
      <Text accessibilityLiveRegion="polite" style={styles.message}>
        {message}
      </Text>
      {actions.map((action, i) => (
        <Button
          key={action.label}
          label={action.label}
          role={action.role ?? "button"}
          variant={i === 0 ? "primary" : "secondary"}
          onPress={action.onPress}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: space.xl, gap: space.md, alignItems: "stretch" },
  message: { fontSize: font.large, color: colors.text, textAlign: "center" },
});
