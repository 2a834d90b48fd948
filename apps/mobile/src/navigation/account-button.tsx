import { useRouter } from "expo-router";
import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, View } from "react-native";
import { useSession } from "../session/session-provider";
import { Button } from "../shared/ui/button";
import { HelpSupportButton } from "../shared/ui/help-support";
import { paths } from "./paths";

/**
 * Help & Support ("?"), then Login, or Profile once signed in: in the header of every screen, as in the web's header
 * menu (application §2 Header and footer, §6).
 */
export function AccountButton() {
  const router = useRouter();
  const { signedIn } = useSession();
  return (
    <View style={styles.row}>
      <HelpSupportButton compact />
      <Button
        label={signedIn ? COPY.profile : COPY.login}
        variant="text"
        onPress={() => router.push(signedIn ? paths.profile() : paths.login())}
      />
    </View>
  );
}

const styles = StyleSheet.create({ row: { flexDirection: "row", alignItems: "center" } });
