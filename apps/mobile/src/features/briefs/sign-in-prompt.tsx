import { useRouter } from "expo-router";
import { BRIEF_FORM_COPY, COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";

/** For someone who came back from the sign-in screen without signing in: My requests are a signed-in shopper's. */
export function BriefsSignInPrompt() {
  const router = useRouter();
  return (
    <View style={styles.prompt}>
      <Text style={styles.lead}>{BRIEF_FORM_COPY.signInLead}</Text>
      <Button label={COPY.login} onPress={() => router.push(paths.login())} />
    </View>
  );
}

const styles = StyleSheet.create({
  prompt: { padding: space.xl, gap: space.lg },
  lead: { fontSize: font.body, color: colors.muted },
});
