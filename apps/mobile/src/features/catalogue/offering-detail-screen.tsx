import { Stack } from "expo-router";
import { descriptionWithPolicy, leadTimeLine, ratingText, shownPrice, supportChatOf } from "@utsav/domain/shopper";
import type { OfferingDetail } from "@utsav/domain";
import type { ReactNode } from "react";
import { RefreshControl, ScrollView, StyleSheet, Text, View } from "react-native";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, space } from "../../shared/ui/theme";
import { useOffering } from "./api/offering-query";
import { GoodToKnow } from "./good-to-know";
import { MediaCarousel } from "./media-carousel";
import { OfferingDescriptions, QualityBanner } from "./offering-descriptions";
import { PriceBar } from "./price-bar";
import { RelatedOfferings } from "./related-offerings";
import { ReviewsSection } from "./reviews-section";
import { SupportBlock } from "./support-block";
import { VendorStrip } from "./vendor-strip";
import { MoneyTermsLine, ServiceAreaLine } from "./vendor-terms";

interface OfferingDetailScreenProps {
  slug: string;
  /** The price bar's action (Buy, Book or Call), composed in by the route. */
  renderAction: (offering: OfferingDetail) => ReactNode;
}

/**
 * An offering on a phone, in one column (application §2 Offering detail): the photo carousel, title and summary,
 * vendor strip, the vendor's terms (where it serves, the advance and refunds), Good to Know, description, then the
 * chat or the policy card (with the chat, the policy joins the description), more by the vendor, reviews and the
 * quality banner, over the price bar with the lead time (docs/decisions/0039).
 */
export function OfferingDetailScreen({ slug, renderAction }: OfferingDetailScreenProps) {
  const query = useOffering(slug);
  return (
    <View style={styles.screen}>
      <Stack.Screen options={{ title: query.data?.title ?? "" }} />
      <QueryView query={query}>
        {(offering) => (
          <>
            <ScrollView
              contentContainerStyle={styles.content}
              refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
            >
              <MediaCarousel images={offering.images} title={offering.title} />
              <View style={styles.body}>
                <Text accessibilityRole="header" style={styles.title}>
                  {offering.title}
                </Text>
                {offering.summary ? <Text style={styles.summary}>{offering.summary}</Text> : null}
                {/* The vendor's rating, as its reviews below give it (docs/decisions/0025). */}
                <Text style={styles.rating}>
                  {offering.vendor.rating ? `★ ${ratingText(offering.vendor.rating)} · ` : ""}
                  {offering.offeringCategory}
                </Text>
                <VendorStrip vendor={offering.vendor} offerings={offering.relatedOfferings} />
                <ServiceAreaLine terms={offering.terms} offeringId={offering.id} />
                <MoneyTermsLine terms={offering.terms} price={shownPrice(offering)} />
                {/* A Call shows these lines in its call sheet (application §2 Call sheet). */}
                {offering.offeringType === "call" ? null : <GoodToKnow lines={offering.connectInfo} />}
                <OfferingDescriptions sections={descriptionWithPolicy(offering)} />
                <SupportBlock support={supportChatOf(offering)} policy={offering.policy} />
                <RelatedOfferings vendorName={offering.vendorName} offerings={offering.relatedOfferings} />
                <ReviewsSection reviews={offering.reviews} rating={offering.vendor.rating} reviewsCount={offering.vendor.reviewsCount} />
                <QualityBanner />
              </View>
            </ScrollView>
            <PriceBar
              priceLabel={offering.priceLabel}
              note={leadTimeLine(offering.terms?.leadTimeDays ?? null)}
              action={renderAction(offering)}
            />
          </>
        )}
      </QueryView>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  content: { paddingBottom: space.xl },
  body: { padding: space.lg, gap: space.lg },
  title: { fontSize: font.title + 2, fontWeight: "800", color: colors.text },
  summary: { fontSize: font.body, color: colors.text },
  rating: { fontSize: font.body, color: colors.muted },
});
