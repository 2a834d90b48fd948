import {
  formatLongDate,
  indianDate,
  isDeletionConfirmed,
  keptAfterDeletion,
  PRIVACY_COPY,
  PRIVACY_MESSAGES,
  privacyCopyFor,
  registrationKeptUntil,
} from "@utsav/domain/shopper";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "expo-router";
import { useState } from "react";
import { Alert, Share, StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { deleteAccount, fetchMyData } from "./api/account-data";

/** A list under its heading, each line a bullet. */
function Lines({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <View style={styles.lines}>
      <Text accessibilityRole="header" style={styles.subheading}>
        {title}
      </Text>
      {lines.map((line) => (
        <Text key={line} style={styles.text}>
          • {line}
        </Text>
      ))}
    </View>
  );
}

/**
 * "Your data" on the profile (docs/decisions/0031; DPDP Act 2023 s.11 and s.12, Apple's guideline 5.1.1(v), Google
 * Play's account deletion requirement): the data goes to the share sheet as the JSON file's text, and the account is
 * deleted only after a sheet that says what goes and what stays, and the word typed. A deletion ends the session
 * here too, forgets what the app kept of the account, and goes back to the start.
 */
export function AccountDataSection() {
  const api = useApi();
  const session = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [word, setWord] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const kept = keptAfterDeletion("consumer", registrationKeptUntil(indianDate()));

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    const result = await fetchMyData(api);
    try {
      if (result.ok)
        await Share.share(
          { title: result.fileName, message: result.text },
          { subject: result.fileName, dialogTitle: PRIVACY_COPY.downloadTitle },
        );
      else setDownloadError(result.message);
    } catch {
      setDownloadError(PRIVACY_MESSAGES.exportFailed);
    } finally {
      setDownloading(false);
    }
  }

  function close() {
    setAsking(false);
    setWord("");
    setDeleteError(null);
  }

  async function remove() {
    setDeleting(true);
    setDeleteError(null);
    const result = await deleteAccount(api, word);
    setDeleting(false);
    if (!result.ok) {
      setDeleteError(result.message);
      return;
    }
    // Nothing of the account stays on the phone (OWASP ASVS 5.0 14.3.1): its answers, then its token.
    queryClient.clear();
    await session.signOut();
    router.dismissTo(paths.home());
    Alert.alert(PRIVACY_COPY.deletedTitle, PRIVACY_COPY.deleted);
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {PRIVACY_COPY.sectionTitle}
      </Text>
      <Text style={styles.text}>{PRIVACY_COPY.sectionLead}</Text>
      <Button
        label={PRIVACY_COPY.downloadData}
        variant="secondary"
        accessibilityHint={PRIVACY_COPY.downloadHint}
        loading={downloading}
        onPress={() => void download()}
      />
      {downloadError ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {downloadError}
        </Text>
      ) : null}
      <Button
        label={PRIVACY_COPY.deleteAccount}
        variant="secondary"
        accessibilityHint={PRIVACY_COPY.deleteHint}
        onPress={() => setAsking(true)}
      />
      <Sheet open={asking} onClose={close} title={PRIVACY_COPY.deleteTitle} size="full">
        <Text style={styles.lead}>{PRIVACY_COPY.deleteLead}</Text>
        <Lines title={PRIVACY_COPY.removedTitle} lines={PRIVACY_COPY.removed} />
        <Lines
          title={PRIVACY_COPY.keptTitle}
          lines={kept.map((item) =>
            [item.what, item.why, item.until ? privacyCopyFor.erasedOn(formatLongDate(item.until)) : null].filter(Boolean).join(". "),
          )}
        />
        <TextField
          label={PRIVACY_COPY.confirmLabel}
          value={word}
          onChangeText={setWord}
          autoCapitalize="characters"
          autoCorrect={false}
          autoComplete="off"
          maxLength={40}
        />
        {deleteError ? (
          <Text accessibilityRole="alert" style={styles.error}>
            {deleteError}
          </Text>
        ) : null}
        <Button label={PRIVACY_COPY.confirmDelete} onPress={() => void remove()} disabled={!isDeletionConfirmed(word)} loading={deleting} />
        <Button label={PRIVACY_COPY.keepAccount} variant="secondary" onPress={close} />
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm, paddingTop: space.lg, borderTopWidth: 1, borderTopColor: colors.border },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  subheading: { fontSize: font.body, fontWeight: "700", color: colors.text },
  lead: { fontSize: font.body, fontWeight: "600", color: colors.text },
  lines: { gap: space.xs },
  text: { fontSize: font.body, color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
