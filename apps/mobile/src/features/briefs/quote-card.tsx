import { useRouter } from "expo-router";
import { BRIEF_COPY, briefCopyFor, formatDay, rupees } from "@utsav/domain/shopper";
import type { BriefQuote } from "@utsav/domain";
import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { VerifiedBadge } from "../../shared/ui/verified-badge";
import { BriefStatusBadge } from "./brief-status-badge";

/** One fact of a quote: its name above, its value below, in the same order on every card so they read alike. */
function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factName}>{name}</Text>
      {typeof children === "string" ? <Text style={styles.factValue}>{children}</Text> : children}
    </View>
  );
}

/** The vendor's refund table where its refunds are a schedule, else its written terms, else "Not stated". */
function Terms({ quote }: { quote: BriefQuote }) {
  const lines = quote.refunds
    ? quote.refunds.map((row) => `${row.when}: ${row.refund}`)
    : (quote.cancellationTerms?.lines ?? [BRIEF_COPY.noTerms]);
  return (
    <View>
      {lines.map((line) => (
        <Text key={line} style={styles.factValue}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/**
 * One quote as the shopper compares it (docs/decisions/0023), the facts of the web's card in its order: the vendor and
 * its badge, the price, what is included, the linked offering, the rating, the advance and the refund terms, and until
 * when it is valid; Accept while it may be accepted, or its state once the shopper chose.
 */
export function QuoteCard({ quote, onAccept }: { quote: BriefQuote; onAccept: (quote: BriefQuote) => void }) {
  const router = useRouter();
  const offering = quote.offering;
  return (
    <View style={styles.card}>
      <View style={styles.head}>
        <Text accessibilityRole="header" style={styles.vendor}>
          {quote.vendorName}
        </Text>
        {quote.status === "quoted" ? null : <BriefStatusBadge status={quote.status} />}
      </View>
      {quote.vendorVerified ? <VerifiedBadge /> : null}
      <Text style={styles.price}>{rupees(quote.price)}</Text>
      <Fact name={BRIEF_COPY.included}>{quote.included}</Fact>
      {offering ? (
        <Fact name={BRIEF_COPY.linkedOffering}>
          {offering.slug ? (
            <Button
              label={offering.title}
              role="link"
              variant="text"
              style={styles.link}
              onPress={() => router.push(paths.offering(offering.slug ?? ""))}
            />
          ) : (
            offering.title
          )}
        </Fact>
      ) : null}
      <Fact name={BRIEF_COPY.rating}>{quote.vendorRating ? briefCopyFor.rating(quote.vendorRating) : BRIEF_COPY.newVendor}</Fact>
      <Fact name={BRIEF_COPY.advance}>{briefCopyFor.advance(quote.advancePercent)}</Fact>
      <Fact name={BRIEF_COPY.cancellationPolicy}>
        <Terms quote={quote} />
      </Fact>
      <Text style={styles.meta}>{briefCopyFor.validUntil(formatDay(quote.validUntil))}</Text>
      {quote.canAccept ? (
        <Button label={BRIEF_COPY.accept} accessibilityLabel={briefCopyFor.acceptQuote(quote.vendorName)} onPress={() => onAccept(quote)} />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  head: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between", gap: space.sm },
  vendor: { flex: 1, fontSize: font.large, fontWeight: "700", color: colors.text },
  price: { fontSize: font.title, fontWeight: "800", color: colors.text },
  fact: { gap: 2 },
  factName: { fontSize: font.small, fontWeight: "600", color: colors.muted },
  factValue: { fontSize: font.body, color: colors.text },
  link: { alignSelf: "flex-start", paddingHorizontal: 0 },
  meta: { fontSize: font.small, color: colors.muted },
});
