import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "expo-router";
import { BRIEF_COPY, BRIEF_MESSAGES, briefCopyFor, CATEGORY_LABELS, formatLongDate, rupees } from "@utsav/domain/shopper";
import { VENDOR_BRIEF_COPY } from "@utsav/domain/vendor-app";
import type { VendorBriefDetail } from "@utsav/domain";
import { RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { Button } from "../../../shared/ui/button";
import { KeyboardAwareScroll } from "../../../shared/ui/keyboard-aware-scroll";
import { QueryView } from "../../../shared/ui/query-view";
import { RemoteImage } from "../../../shared/ui/remote-image";
import { colors, font, radius, space } from "../../../shared/ui/theme";
import { BriefStatusBadge } from "../brief-status-badge";
import { AnswerForms } from "./answer-forms";
import { useVendorBrief, vendorBriefKey, vendorBriefsKey, vendorDashboardRoot } from "./api/vendor-briefs";

const categoryNames = (categories: string[]) => categories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(", ");

/** The customer's brief as the web's card shows it: no name or number until a quote of this vendor's is accepted. */
function BriefCard({ brief }: { brief: VendorBriefDetail }) {
  const facts: [string, string][] = [
    [VENDOR_BRIEF_COPY.request, brief.reference],
    [BRIEF_COPY.locality, brief.locality],
    [BRIEF_COPY.guests, String(brief.guests)],
    [BRIEF_COPY.budget, `${rupees(brief.budgetMin)} – ${rupees(brief.budgetMax)}`],
    [BRIEF_COPY.categories, categoryNames(brief.matchedCategories)],
  ];
  if (brief.notes) facts.push([BRIEF_COPY.notes, brief.notes]);
  return (
    <View style={styles.card}>
      <View style={styles.row}>
        <Text style={styles.strong}>{formatLongDate(brief.eventDate)}</Text>
        <BriefStatusBadge status={brief.answer === "new" ? brief.status : brief.answer} />
      </View>
      {facts.map(([name, value]) => (
        <View key={name}>
          <Text style={styles.meta}>{name}</Text>
          <Text style={styles.text}>{value}</Text>
        </View>
      ))}
      {brief.photos.length > 0 ? (
        <View style={styles.photos} accessibilityLabel={BRIEF_COPY.photos}>
          {brief.photos.map((photo, i) => (
            <RemoteImage key={photo.id} path={photo.url} alt={briefCopyFor.photoAlt(i + 1)} style={styles.photo} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

interface AnswerCardProps {
  brief: VendorBriefDetail;
  onAnswered: (brief: VendorBriefDetail) => void;
  onUnsentChange: (unsent: boolean) => void;
  onRefused: () => void;
}

/** What the vendor may do now: quote or change its quote, decline; or, once it is over, what happened. */
function AnswerCard({ brief, onAnswered, onUnsentChange, onRefused }: AnswerCardProps) {
  const router = useRouter();
  const bookingId = brief.bookingId;
  if (brief.answer === "accepted" && bookingId) {
    return (
      <View style={styles.booked} accessibilityLiveRegion="polite">
        <Text accessibilityRole="header" style={styles.heading}>
          {VENDOR_BRIEF_COPY.acceptedTitle}
        </Text>
        <Text style={styles.text}>{VENDOR_BRIEF_COPY.acceptedVendorLead}</Text>
        <Button label={BRIEF_COPY.viewBooking} role="link" onPress={() => router.push(paths.vendorBooking(bookingId))} />
      </View>
    );
  }
  if (!brief.canAnswer) {
    return (
      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.heading}>
          {brief.answer === "closed" || brief.status === "booked" ? VENDOR_BRIEF_COPY.quoteClosedTitle : VENDOR_BRIEF_COPY.briefClosedTitle}
        </Text>
        <Text style={styles.text}>{brief.status === "expired" ? BRIEF_MESSAGES.expired : BRIEF_MESSAGES.booked}</Text>
      </View>
    );
  }
  // A new answer is a new form: what was typed for the last one is done with.
  return (
    <AnswerForms
      key={`${brief.answer}-${brief.quote?.quotedAt ?? ""}`}
      brief={brief}
      onAnswered={onAnswered}
      onUnsentChange={onUnsentChange}
      onRefused={onRefused}
    />
  );
}

interface VendorBriefScreenProps {
  id: string;
  /** Whether a quote is half written and not sent (the route asks before leaving). */
  onUnsentChange: (unsent: boolean) => void;
}

/**
 * A request (docs/decisions/0023, 0071), at the web's address /vendor/briefs/{id}: the customer's brief in full, then
 * the vendor's quote (sent, changed) or decline, as the web's page. One not matched to this vendor is the API's 404.
 */
export function VendorBriefScreen({ id, onUnsentChange }: VendorBriefScreenProps) {
  const query = useVendorBrief(id);
  const queryClient = useQueryClient();
  const onAnswered = (brief: VendorBriefDetail) => {
    queryClient.setQueryData(vendorBriefKey(id), brief);
    void queryClient.invalidateQueries({ queryKey: vendorBriefsKey });
    void queryClient.invalidateQueries({ queryKey: vendorDashboardRoot });
  };
  return (
    <KeyboardAwareScroll
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <QueryView query={query}>
        {(brief) => (
          <>
            <Text accessibilityRole="header" style={styles.title}>
              {briefCopyFor.title(brief.occasion, brief.locality)}
            </Text>
            <BriefCard brief={brief} />
            <AnswerCard brief={brief} onAnswered={onAnswered} onUnsentChange={onUnsentChange} onRefused={() => void query.refetch()} />
          </>
        )}
      </QueryView>
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  row: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", gap: space.sm },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  strong: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  booked: { padding: space.md, gap: space.sm, borderRadius: radius.md, backgroundColor: colors.verifiedSurface },
  card: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  photo: { width: 96, height: 72, borderRadius: radius.sm },
});
