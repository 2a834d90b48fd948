import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "expo-router";
import { BRIEF_COPY, briefCopyFor, CATEGORY_LABELS, formatLongDate, rupees } from "@utsav/domain/shopper";
import type { BriefQuote, ConsumerBriefDetail } from "@utsav/domain";
import { useState } from "react";
import { RefreshControl, ScrollView, StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { PushPrompt } from "../../shared/lib/push/push-prompt";
import { Button } from "../../shared/ui/button";
import { QueryView } from "../../shared/ui/query-view";
import { RemoteImage } from "../../shared/ui/remote-image";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { acceptBriefQuote, myBriefKey, useMyBrief } from "./api/briefs";
import { BriefStatusBadge } from "./brief-status-badge";
import { QuoteCard } from "./quote-card";

const categoryNames = (categories: string[]) => categories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(", ");

/** Accept asks once more, in a sheet (a press on a phone is easier to make by mistake than a click). */
function AcceptSheet({ brief, quote, onClose, onAccepted }: AcceptSheetProps) {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  async function accept() {
    if (!quote) return;
    setPending(true);
    setRefusal(null);
    const result = await acceptBriefQuote(api, brief.id, quote.id);
    setPending(false);
    if (result.ok) onAccepted(result.brief);
    else setRefusal(result.message);
  }
  return (
    <Sheet open={quote !== null} onClose={close} title={BRIEF_COPY.acceptTitle} size="medium">
      <Text style={styles.text}>{BRIEF_COPY.acceptLead}</Text>
      {quote ? (
        <Text style={styles.strong}>
          {quote.vendorName}: {rupees(quote.price)}
        </Text>
      ) : null}
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {refusal}
        </Text>
      ) : null}
      <Button
        label={quote ? briefCopyFor.acceptQuote(quote.vendorName) : BRIEF_COPY.accept}
        loading={pending}
        onPress={() => void accept()}
      />
      <Button label={BRIEF_COPY.keepComparing} variant="secondary" onPress={close} />
    </Sheet>
  );
}

interface AcceptSheetProps {
  brief: ConsumerBriefDetail;
  quote: BriefQuote | null;
  onClose: () => void;
  onAccepted: (brief: ConsumerBriefDetail) => void;
}

/** The brief as sent: what is needed, for how many, the budget, the notes and the photos. */
function YourBrief({ brief }: { brief: ConsumerBriefDetail }) {
  const facts: [string, string][] = [
    [BRIEF_COPY.categories, categoryNames(brief.categories)],
    [BRIEF_COPY.guests, String(brief.guests)],
    [BRIEF_COPY.budget, `${rupees(brief.budgetMin)} – ${rupees(brief.budgetMax)}`],
  ];
  if (brief.notes) facts.push([BRIEF_COPY.notes, brief.notes]);
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {BRIEF_COPY.yourBrief}
      </Text>
      {facts.map(([name, value]) => (
        <View key={name}>
          <Text style={styles.meta}>{name}</Text>
          <Text style={styles.text}>{value}</Text>
        </View>
      ))}
      {brief.photos.length > 0 ? (
        <View style={styles.photos}>
          {brief.photos.map((photo, i) => (
            <RemoteImage key={photo.id} path={photo.url} alt={briefCopyFor.photoAlt(i + 1)} style={styles.photo} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

/** The brief's page: its quotes one under another (the web's side by side, on a phone's width), and the brief. */
function BriefView({ brief, onAccepted }: { brief: ConsumerBriefDetail; onAccepted: (brief: ConsumerBriefDetail) => void }) {
  const router = useRouter();
  const [choosing, setChoosing] = useState<BriefQuote | null>(null);
  const bookingId = brief.bookingId;
  return (
    <>
      <View style={styles.hero}>
        <Text accessibilityRole="header" style={styles.title}>
          {briefCopyFor.title(brief.occasion, brief.locality)}
        </Text>
        <Text style={styles.text}>{formatLongDate(brief.eventDate)}</Text>
        <View style={styles.row}>
          <Text style={styles.meta}>{brief.reference}</Text>
          <BriefStatusBadge status={brief.status} />
        </View>
      </View>
      {bookingId ? (
        <View style={styles.booked} accessibilityLiveRegion="polite">
          <Text style={styles.text}>{BRIEF_COPY.acceptedLead}</Text>
          <Button label={BRIEF_COPY.viewBooking} role="link" onPress={() => router.push(paths.myBooking(bookingId))} />
        </View>
      ) : null}
      {/* A request sent and open: its quotes are on their way, the moment to offer notifications (docs/decisions/0073). */}
      {brief.status === "open" ? <PushPrompt moment="brief" /> : null}
      <View style={styles.section}>
        <Text accessibilityRole="header" style={styles.heading}>
          {BRIEF_COPY.quotesTitle}
        </Text>
        <Text style={styles.strong}>{briefCopyFor.vendorsLine(brief.vendorsCount, brief.quotesCount)}</Text>
        {brief.waitingCount > 0 && brief.status === "open" ? (
          <Text style={styles.meta}>{briefCopyFor.waiting(brief.waitingCount)}</Text>
        ) : null}
        {brief.quotes.length === 0 ? (
          <Text style={styles.text}>{brief.status === "open" ? BRIEF_COPY.noQuotes : BRIEF_COPY.noQuotesClosed}</Text>
        ) : (
          brief.quotes.map((quote) => <QuoteCard key={quote.id} quote={quote} onAccept={setChoosing} />)
        )}
      </View>
      <YourBrief brief={brief} />
      <AcceptSheet
        brief={brief}
        quote={choosing}
        onClose={() => setChoosing(null)}
        onAccepted={(next) => {
          setChoosing(null);
          onAccepted(next);
        }}
      />
    </>
  );
}

interface MyBriefScreenProps {
  id: string;
  signedIn: boolean;
  /** After a quote became a booking: what else lists it (My requests, My bookings) is read again. */
  onAccepted: () => void;
}

/**
 * One of the shopper's requests (docs/decisions/0023, 0065), at the web's address: its quotes, cheapest first, each
 * with Accept, which asks once more and then shows View booking; a booked or expired brief shows what became of it.
 * Another's brief, or none, is the API's 404 with its message.
 */
export function MyBriefScreen({ id, signedIn, onAccepted }: MyBriefScreenProps) {
  const query = useMyBrief(id, signedIn);
  const queryClient = useQueryClient();
  return (
    <ScrollView
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <QueryView query={query}>
        {(brief) => (
          <BriefView
            brief={brief}
            onAccepted={(next) => {
              queryClient.setQueryData(myBriefKey(id), next);
              onAccepted();
            }}
          />
        )}
      </QueryView>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  hero: { gap: space.xs },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  row: { flexDirection: "row", alignItems: "center", gap: space.sm },
  section: { gap: space.md },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  strong: { fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  error: { fontSize: font.body, color: colors.error },
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
