import { useRouter } from "expo-router";
import { COPY } from "@utsav/domain/shopper";
import { VENDOR_NAV_COPY } from "@utsav/domain/vendor-app";
import { StyleSheet, View } from "react-native";
import { useSession } from "../session/session-provider";
import { Button } from "../shared/ui/button";
import { HelpSupportButton } from "../shared/ui/help-support";
import { paths } from "./paths";

/**
 * Help & Support ("?"), then Login, or Profile once signed in (a vendor's Dashboard): in the header of every screen, as in the web's header
 * menu (application §2 Header and footer, §6).
 */
export function AccountButton() {
  const router = useRouter();
  const { signedIn, vendorSignedIn } = useSession();
  // A vendor's way back to their dashboard (docs/decisions/0071).
  const [label, path] = vendorSignedIn
    ? [VENDOR_NAV_COPY.dashboard, paths.vendorDashboard()]
    : signedIn
      ? [COPY.profile, paths.profile()]
      : [COPY.login, paths.login()];
  return (
    <View style={styles.row}>
      <HelpSupportButton compact />
      <Button label={label} variant="text" onPress={() => router.push(path)} />
    </View>
  );
}

const styles = StyleSheet.create({ row: { flexDirection: "row", alignItems: "center" } });
