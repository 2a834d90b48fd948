import { useRouter } from "expo-router";
import type { Href } from "expo-router";
import { BOOKING_TIMING_WORDS, COPY } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY, vendorAppCopyFor } from "@utsav/domain/vendor-app";
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from "react-native";
import type { UseQueryResult } from "@tanstack/react-query";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

export interface WaitingAnswers {
  bookings: number;
  briefs: number;
}

/** One count that needs the vendor, opening the list it is in. */
function WaitingRow({ label, path }: { label: string; path: Href }) {
  const router = useRouter();
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={label}
      onPress={() => router.push(path)}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      <Text style={styles.rowText}>{label}</Text>
      <Text style={styles.chevron} accessibilityElementsHidden importantForAccessibility="no">
        ›
      </Text>
    </Pressable>
  );
}

/**
 * What needs an answer first (issue 43): bookings waiting for the vendor's answer, which expire unanswered
 * (docs/decisions/0054), and requests waiting for a quote, each opening its list; a failed read in the API's words.
 */
export function WaitingSection({ query }: { query: UseQueryResult<WaitingAnswers> }) {
  const waiting = query.data;
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.title}>
        {BOOKING_TIMING_WORDS.needsAnswer}
      </Text>
      {query.error && !query.isFetching ? (
        // A failed read; after a refresh that failed, the counts read before stay under it.
        <View style={styles.failed}>
          <Text accessibilityRole="alert" style={styles.error}>
            {query.error.message}
          </Text>
          <Button label={COPY.retry} variant="secondary" onPress={() => void query.refetch()} />
        </View>
      ) : null}
      {waiting === undefined ? (
        query.error ? null : (
          <ActivityIndicator color={colors.primary} />
        )
      ) : waiting.bookings + waiting.briefs === 0 ? (
        <Text style={styles.lead}>{VENDOR_APP_COPY.nothingWaiting}</Text>
      ) : (
        <>
          {waiting.bookings > 0 ? (
            <WaitingRow label={vendorAppCopyFor.bookingsWaiting(waiting.bookings)} path={paths.vendorBookings({ status: "received" })} />
          ) : null}
          {waiting.briefs > 0 ? <WaitingRow label={vendorAppCopyFor.requestsWaiting(waiting.briefs)} path={paths.vendorBriefs()} /> : null}
        </>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  lead: { fontSize: font.body, color: colors.muted },
  row: {
    minHeight: TOUCH_TARGET,
    flexDirection: "row",
    alignItems: "center",
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    backgroundColor: colors.notice,
  },
  pressed: { opacity: 0.85 },
  rowText: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  chevron: { fontSize: font.title, color: colors.primary },
  failed: { gap: space.sm },
  error: { fontSize: font.body, color: colors.error },
});
