import { VENDOR_APP_COPY } from "@utsav/domain/vendor-app";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { openOnWebsite } from "../lib/open-on-website";
import { Button } from "./button";
import { colors, font, space } from "./theme";

interface WebsiteButtonProps {
  label: string;
  /** The web vendor area's page it opens (pagePaths / workPagePaths). */
  path: string;
  variant?: "primary" | "secondary";
}

/**
 * A control for what a vendor screen leaves to the website (docs/decisions/0071): it opens the web's page in the
 * in-app browser, signed in (shared/lib/open-on-website.ts), a screen reader told so; a link that could not be made
 * says why under it, in the server's words.
 */
export function WebsiteButton({ label, path, variant = "secondary" }: WebsiteButtonProps) {
  const api = useApi();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function open() {
    setOpening(true);
    setFailure(null);
    const opened = await openOnWebsite(api, path);
    setOpening(false);
    if (!opened.ok) setFailure(opened.message);
  }
  return (
    <View style={styles.box}>
      <Button
        label={label}
        role="link"
        variant={variant}
        accessibilityHint={VENDOR_APP_COPY.onWebsite}
        loading={opening}
        onPress={() => void open()}
      />
      {failure ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {failure}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.xs },
  error: { fontSize: font.body, color: colors.error },
});
