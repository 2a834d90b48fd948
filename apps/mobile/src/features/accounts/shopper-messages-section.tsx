import { pushPhonesLine, SHOPPER_MESSAGES_COPY as COPY } from "@utsav/domain/shopper";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Checkbox } from "../../shared/ui/checkbox";
import { QueryView } from "../../shared/ui/query-view";
import { SkeletonBlock } from "../../shared/ui/skeleton";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { chooseSmsWithPush, shopperMessagesQuery } from "./api/shopper-messages";

/**
 * "Messages about your bookings" on the profile, as on the web's (docs/decisions/0074): where this app's notifications
 * are on, the shopper may keep the SMS as well. The box saves as soon as it changes; a refused save puts it back and
 * says why.
 */
export function ShopperMessagesSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = shopperMessagesQuery(api);
  const query = useQuery(options);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: "saved" } | { kind: "failed"; message: string } | null>(null);

  async function choose(smsWithPush: boolean) {
    const before = queryClient.getQueryData(options.queryKey);
    if (!before) return;
    queryClient.setQueryData(options.queryKey, { ...before, smsWithPush });
    setSaving(true);
    setStatus(null);
    const saved = await chooseSmsWithPush(api, smsWithPush);
    setSaving(false);
    queryClient.setQueryData(options.queryKey, saved.ok ? saved.messages : before);
    setStatus(saved.ok ? { kind: "saved" } : { kind: "failed", message: saved.message });
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.title}>
        {COPY.title}
      </Text>
      <QueryView query={query} skeleton={<SkeletonBlock height={88} />}>
        {(messages) => (
          <View style={styles.body}>
            <Text style={styles.text}>{pushPhonesLine(messages.pushPhones)}</Text>
            <Checkbox label={COPY.smsWithPush} checked={messages.smsWithPush} onChange={(on) => void choose(on)} disabled={saving} />
            <Text style={styles.hint}>{COPY.hint}</Text>
          </View>
        )}
      </QueryView>
      {status?.kind === "failed" ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {status.message}
        </Text>
      ) : null}
      {status?.kind === "saved" ? (
        <Text accessibilityLiveRegion="polite" style={styles.saved}>
          {COPY.saved}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm, paddingTop: space.lg, borderTopWidth: 1, borderTopColor: colors.border },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  body: { gap: space.sm },
  text: { fontSize: font.body, color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
  saved: { fontSize: font.body, color: colors.verified },
  error: { padding: space.md, borderRadius: radius.md, backgroundColor: colors.errorSurface, color: colors.error, fontSize: font.body },
});
