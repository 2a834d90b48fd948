import { useRouter } from "expo-router";
import * as WebBrowser from "expo-web-browser";
import { COPY, initialLoginFlow, loginFlowReducer, sitePagePaths } from "@utsav/domain/shopper";
import { useReducer } from "react";
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import { OnboardingStep } from "./onboarding-step";
import { OtpEntryStep } from "./otp-entry-step";
import { PhoneEntryStep } from "./phone-entry-step";

/**
 * 'By continuing, you agree to our T&C and Privacy Policy.' (application §2 Login), the two opening the site's pages;
 * they are buttons of full touch size within the sentence.
 */
export function LoginTerms() {
  const { baseUrl } = useApi();
  const open = (path: string) => void WebBrowser.openBrowserAsync(serverUrl(baseUrl, path));
  return (
    <View style={styles.terms}>
      <Text style={styles.termsText}>{COPY.agreeLead}</Text>
      <Button label={COPY.terms} role="link" variant="text" onPress={() => open(sitePagePaths.terms())} style={styles.termsLink} />
      <Text style={styles.termsText}>{COPY.agreeAnd}</Text>
      <Button label={COPY.privacy} role="link" variant="text" onPress={() => open(sitePagePaths.privacy())} style={styles.termsLink} />
      <Text style={styles.termsText}>.</Text>
    </View>
  );
}

/**
 * Signing in (application §4 Login flow): phone entry, code entry, onboarding for a new consumer, done. The session's
 * token is kept as soon as the code is right; once done the screen goes back to where the consumer was.
 */
export function LoginScreen() {
  const router = useRouter();
  const session = useSession();
  const [flow, dispatch] = useReducer(loginFlowReducer, session.signedIn, initialLoginFlow);
  const done = () => (router.canGoBack() ? router.back() : router.replace(paths.home()));

  return (
    <KeyboardAvoidingView style={styles.screen} behavior={Platform.OS === "ios" ? "padding" : undefined}>
      <ScrollView contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
        {flow.step === "login" ? (
          <PhoneEntryStep
            initialEntry={flow.phoneEntry}
            onCodeSent={(phoneEntry, phoneNumber) => dispatch({ type: "codeSent", phoneEntry, phoneNumber })}
          />
        ) : null}
        {flow.step === "otp" && flow.phoneNumber ? (
          <OtpEntryStep
            phoneNumber={flow.phoneNumber}
            onChangeNumber={() => dispatch({ type: "changeNumber" })}
            onVerified={({ token, userId, isNewUser }) =>
              void session.signIn(token).then(() => {
                dispatch({ type: "verified", userId, isNewUser, userType: "consumer" });
                if (!isNewUser) done();
              })
            }
          />
        ) : null}
        {flow.step === "onboarding" ? <OnboardingStep onComplete={done} /> : null}
        {flow.step === "authenticated" ? <Text style={styles.signedIn}>{COPY.signedIn}</Text> : null}
        {flow.step !== "onboarding" ? <LoginTerms /> : null}
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.surface },
  content: { padding: space.xl, gap: space.xl },
  signedIn: { fontSize: font.large, color: colors.text },
  terms: { flexDirection: "row", flexWrap: "wrap", alignItems: "center" },
  termsText: { fontSize: font.small, color: colors.muted },
  termsLink: { paddingHorizontal: space.xs },
});
