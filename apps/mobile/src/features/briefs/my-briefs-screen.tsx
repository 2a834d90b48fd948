import { useRouter } from "expo-router";
import { BRIEF_COPY, briefCopyFor, formatDay, MY_BRIEFS_TITLE } from "@utsav/domain/shopper";
import type { ConsumerBriefSummary } from "@utsav/domain";
import { FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { useMyBriefs } from "./api/briefs";
import { BriefStatusBadge, briefStatusLabel } from "./brief-status-badge";

/** One request, opening its quotes: what and where, its status, then whom it reached and how many quoted. */
function BriefRow({ brief }: { brief: ConsumerBriefSummary }) {
  const router = useRouter();
  const title = `${briefCopyFor.title(brief.occasion, brief.locality)}, ${formatDay(brief.eventDate)}`;
  const counts = briefCopyFor.vendorsLine(brief.vendorsCount, brief.quotesCount);
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={[title, briefStatusLabel(brief.status), counts, brief.reference].join(", ")}
      onPress={() => router.push(paths.myBrief(brief.id))}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      <View style={styles.rowHead}>
        <Text style={styles.title}>{title}</Text>
        <BriefStatusBadge status={brief.status} />
      </View>
      <Text style={styles.counts}>{counts}</Text>
      <Text style={styles.meta}>{brief.reference}</Text>
    </Pressable>
  );
}

interface MyBriefsScreenProps {
  signedIn: boolean;
}

/**
 * My requests (docs/decisions/0023, 0065), at the web's address: the shopper's requests for proposals, newest first,
 * each with its status and "Sent to N vendors · M quotes", and Request proposals for a new one.
 */
export function MyBriefsScreen({ signedIn }: MyBriefsScreenProps) {
  const router = useRouter();
  const query = useMyBriefs(signedIn);
  return (
    <QueryView query={query}>
      {(data) => (
        <FlatList
          data={data.briefs}
          keyExtractor={(brief) => brief.id}
          renderItem={({ item }) => <BriefRow brief={item} />}
          contentContainerStyle={styles.list}
          refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
          ListHeaderComponent={
            <View style={styles.header}>
              <Text accessibilityRole="header" style={styles.heading}>
                {MY_BRIEFS_TITLE}
              </Text>
              <Text style={styles.lead}>{BRIEF_COPY.myBriefsLead}</Text>
              <Button label={BRIEF_COPY.newBrief} role="link" variant="secondary" onPress={() => router.push(paths.requestProposals())} />
            </View>
          }
          ListEmptyComponent={<Text style={styles.empty}>{BRIEF_COPY.noBriefs}</Text>}
        />
      )}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.md },
  header: { gap: space.sm },
  heading: { fontSize: font.title, fontWeight: "800", color: colors.text },
  lead: { fontSize: font.body, color: colors.muted },
  empty: { fontSize: font.large, color: colors.text, textAlign: "center", paddingVertical: space.xl },
  row: {
    minHeight: TOUCH_TARGET,
    padding: space.md,
    gap: space.xs,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  pressed: { opacity: 0.85 },
  rowHead: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between", gap: space.sm },
  title: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  counts: { fontSize: font.body, fontWeight: "600", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
});
