import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "expo-router";
import { COPY, SESSION_COPY } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY } from "@utsav/domain/vendor-app";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { useForgetPushToken } from "../../shared/lib/push/push-provider";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space } from "../../shared/ui/theme";
import { endSession } from "./api/sign-out";

/**
 * Sign out for a vendor (docs/decisions/0071), asked first in a sheet as the shopper's "Sign out of all devices" is: the
 * server ends the session (POST /api/auth/vendor/logout), the phone forgets the token and what it read for the vendor,
 * and the app goes home (OWASP ASVS 5.0 7.4: the session ends on the server; 14.3: the client's copy is cleared).
 */
export function VendorSignOut() {
  const api = useApi();
  const router = useRouter();
  const session = useSession();
  const queryClient = useQueryClient();
  const forgetPushToken = useForgetPushToken();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    // The phone stops getting the business's pushes before the session ends (docs/decisions/0073).
    await forgetPushToken();
    await endSession(api, "vendor");
    await session.signOut();
    queryClient.removeQueries({ queryKey: ["vendor"] });
    setBusy(false);
    setAsking(false);
    router.dismissTo(paths.home());
  }

  return (
    <View style={styles.section}>
      <Button label={SESSION_COPY.signOut} variant="secondary" onPress={() => setAsking(true)} />
      <Sheet
        open={asking}
        onClose={() => setAsking(false)}
        title={VENDOR_APP_COPY.signOutQuestion}
        size="small"
        footer={
          <View style={styles.actions}>
            <Button label={COPY.cancel} variant="secondary" onPress={() => setAsking(false)} disabled={busy} style={styles.action} />
            <Button label={VENDOR_APP_COPY.signOutConfirm} onPress={() => void signOut()} loading={busy} style={styles.action} />
          </View>
        }
      >
        <Text style={styles.text}>{VENDOR_APP_COPY.signOutLead}</Text>
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { paddingTop: space.lg, borderTopWidth: 1, borderTopColor: colors.border },
  text: { fontSize: font.body, color: colors.text },
  actions: { flexDirection: "row", gap: space.md },
  action: { flex: 1 },
});
