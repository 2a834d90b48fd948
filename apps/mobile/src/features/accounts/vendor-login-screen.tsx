import { useLocalSearchParams, useRouter } from "expo-router";
import * as WebBrowser from "expo-web-browser";
import { SESSION_COPY, sitePagePaths } from "@utsav/domain/shopper";
import { VENDOR_SIGN_IN_COPY } from "@utsav/domain/vendor-app";
import { useState } from "react";
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { vendorNext } from "../../shared/lib/push/notification-target";
import { useForgetPushToken } from "../../shared/lib/push/push-provider";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import { endSession } from "./api/sign-out";
import { LoginTerms } from "./login-screen";
import { OtpEntryStep } from "./otp-entry-step";
import { PhoneEntryStep } from "./phone-entry-step";

/**
 * 'Sign in as vendor' (docs/decisions/0071), as the web's /vendor/login: the same phone and code steps, as a vendor.
 * A shopper signed in is asked to sign out first; a vendor signed in goes on to the dashboard, new or not (the
 * dashboard says what a new business still has to set up), or to `next`, one of the vendor's screens, when a tapped
 * notification named it (docs/decisions/0073): any other `next` is ignored.
 */
export function VendorLoginScreen() {
  const router = useRouter();
  const api = useApi();
  const session = useSession();
  const forgetPushToken = useForgetPushToken();
  const next = vendorNext(useLocalSearchParams<{ next?: string }>().next);
  const [sent, setSent] = useState<{ entry: string; phoneNumber: string } | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const { baseUrl } = api;

  const signOutShopper = async () => {
    setSigningOut(true);
    await forgetPushToken();
    await endSession(api);
    await session.signOut();
    setSigningOut(false);
  };

  return (
    <KeyboardAvoidingView style={styles.screen} behavior={Platform.OS === "ios" ? "padding" : undefined}>
      <ScrollView contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
        <View style={styles.intro}>
          <Text style={styles.kicker}>{VENDOR_SIGN_IN_COPY.kicker}</Text>
          <Text accessibilityRole="header" style={styles.title}>
            {VENDOR_SIGN_IN_COPY.title}
          </Text>
          <Text style={styles.lead}>{VENDOR_SIGN_IN_COPY.lead}</Text>
        </View>
        {session.signedIn ? (
          <View style={styles.note}>
            <Text style={styles.noteTitle}>{VENDOR_SIGN_IN_COPY.consumerSignedInTitle}</Text>
            <Text style={styles.lead}>{VENDOR_SIGN_IN_COPY.consumerSignedInBody}</Text>
            <Button
              label={signingOut ? SESSION_COPY.signingOut : SESSION_COPY.signOut}
              loading={signingOut}
              onPress={() => void signOutShopper()}
            />
          </View>
        ) : sent === null ? (
          <PhoneEntryStep initialEntry="" userType="vendor" onCodeSent={(entry, phoneNumber) => setSent({ entry, phoneNumber })} />
        ) : (
          <OtpEntryStep
            phoneNumber={sent.phoneNumber}
            userType="vendor"
            onChangeNumber={() => setSent(null)}
            onVerified={({ token }) => void session.signIn(token, "vendor").then(() => router.replace(next ?? paths.vendorDashboard()))}
          />
        )}
        <LoginTerms />
        <View style={styles.other}>
          <Text style={styles.lead}>{VENDOR_SIGN_IN_COPY.shoppingInstead}</Text>
          <Button label={VENDOR_SIGN_IN_COPY.customerLogin} role="link" variant="text" onPress={() => router.replace(paths.login())} />
          <Button
            label={VENDOR_SIGN_IN_COPY.whySell}
            role="link"
            variant="text"
            onPress={() => void WebBrowser.openBrowserAsync(serverUrl(baseUrl, sitePagePaths.vendors()))}
          />
        </View>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.surface },
  content: { padding: space.xl, gap: space.xl },
  intro: { gap: space.sm },
  kicker: { fontSize: font.small, fontWeight: "700", color: colors.primary },
  title: { fontSize: font.title + 2, fontWeight: "800", color: colors.text },
  lead: { fontSize: font.body, color: colors.muted },
  note: { gap: space.md },
  noteTitle: { fontSize: font.large, fontWeight: "700", color: colors.text },
  other: { flexDirection: "row", flexWrap: "wrap", alignItems: "center" },
});
