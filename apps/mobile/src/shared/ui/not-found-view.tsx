import { Stack, useRouter } from "expo-router";
import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/**
 * The 404 screen (application §2): what was not found, and the way home. Its heading names what is missing, so the
 * header's title is left blank rather than the route file's name ('[section]', '+not-found'; docs/decisions/0063).
 */
export function NotFoundView({ message = COPY.notFound }: { message?: string }) {
  const router = useRouter();
  return (
    <View style={styles.box}>
      <Stack.Screen options={{ title: "" }} />
      <Text accessibilityRole="header" style={styles.message}>
        {message}
      </Text>
      <Button label={COPY.goHome} role="link" onPress={() => router.dismissTo(paths.home())} />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { flex: 1, padding: space.xl, gap: space.lg, alignItems: "center", justifyContent: "center" },
  message: { fontSize: font.title, fontWeight: "700", color: colors.text, textAlign: "center" },
});
