import { useRouter } from "expo-router";
import { BRIEF_COPY, briefCopyFor, formatDay, rupees } from "@utsav/domain/shopper";
import { VENDOR_BRIEF_COPY, vendorBriefCopyFor } from "@utsav/domain/vendor-app";
import type { VendorBrief } from "@utsav/domain";
import { FlatList, Pressable, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { QueryView } from "../../../shared/ui/query-view";
import { colors, font, radius, space, TOUCH_TARGET } from "../../../shared/ui/theme";
import { BriefStatusBadge, briefStatusLabel } from "../brief-status-badge";
import { useVendorBriefs } from "./api/vendor-briefs";

/** Waiting for this vendor's quote: open, and neither quoted nor declined yet. */
const awaitsQuote = (brief: VendorBrief) => brief.canAnswer && brief.answer === "new";

/**
 * What needs an answer first (issue 43: "what waits for a quote first"), then the rest; each part keeps the API's
 * order, newest first. The web lists them newest first alone: on a phone between events, what is left to do comes first.
 */
export function byWhatWaits(briefs: readonly VendorBrief[]): VendorBrief[] {
  return [...briefs.filter(awaitsQuote), ...briefs.filter((brief) => !awaitsQuote(brief))];
}

/** The answer shows where there is one; otherwise the brief's own state (open or expired), as the web's row. */
const badgeOf = (brief: VendorBrief) => (brief.answer === "new" ? brief.status : brief.answer);

/** One request, opening it: what, where and when, its state, then the reference, budget, guests and the quote sent. */
function BriefRow({ brief }: { brief: VendorBrief }) {
  const router = useRouter();
  const title = `${briefCopyFor.title(brief.occasion, brief.locality)}, ${formatDay(brief.eventDate)}`;
  const facts = [
    brief.reference,
    `${BRIEF_COPY.budget} ${rupees(brief.budgetMin)} – ${rupees(brief.budgetMax)}`,
    `${brief.guests} ${BRIEF_COPY.guests.toLowerCase()}`,
    ...(brief.quote ? [vendorBriefCopyFor.yourQuote(rupees(brief.quote.price))] : []),
  ];
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={[title, briefStatusLabel(badgeOf(brief)), ...facts].join(", ")}
      onPress={() => router.push(paths.vendorBrief(brief.id))}
      style={({ pressed }) => [styles.row, pressed && styles.pressed]}
    >
      <View style={styles.rowHead}>
        <Text style={styles.title}>{title}</Text>
        <BriefStatusBadge status={badgeOf(brief)} />
      </View>
      {facts.map((fact) => (
        <Text key={fact} style={styles.meta}>
          {fact}
        </Text>
      ))}
    </Pressable>
  );
}

/**
 * Requests (docs/decisions/0023, 0071), at the web's address /vendor/briefs: the customers' requests matched to this
 * vendor (the API's newest 50; it pages no further), those waiting for a quote first, each with the web's status word;
 * pulled down, read again.
 */
export function VendorBriefsScreen() {
  const query = useVendorBriefs();
  return (
    <QueryView query={query}>
      {(data) => (
        <FlatList
          data={byWhatWaits(data.briefs)}
          keyExtractor={(brief) => brief.id}
          renderItem={({ item }) => <BriefRow brief={item} />}
          contentContainerStyle={styles.list}
          refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
          ListHeaderComponent={
            <View style={styles.header}>
              <Text accessibilityRole="header" style={styles.heading}>
                {VENDOR_BRIEF_COPY.vendorBriefsTitle}
              </Text>
              <Text style={styles.lead}>{VENDOR_BRIEF_COPY.vendorBriefsLead}</Text>
            </View>
          }
          ListEmptyComponent={<Text style={styles.empty}>{VENDOR_BRIEF_COPY.noVendorBriefs}</Text>}
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
  empty: { fontSize: font.body, color: colors.text, textAlign: "center", paddingVertical: space.xl },
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
  meta: { fontSize: font.small, color: colors.muted },
});
