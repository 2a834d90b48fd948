import { Stack } from "expo-router";
import { leadTimeLine, STORE_COPY, TERMS_COPY } from "@utsav/domain/shopper";
import type { OfferingCard as OfferingCardData, Store, StoreTerms } from "@utsav/domain";
import { useState } from "react";
import type { ReactNode } from "react";
import { RefreshControl, ScrollView, StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { OfferingCard } from "../../shared/ui/offering-card";
import { QueryView } from "../../shared/ui/query-view";
import { colors, space } from "../../shared/ui/theme";
import { useStore } from "./api/store-query";
import { StoreGallery, StoreHeader, styles as parts } from "./store-parts";

interface StoreScreenProps {
  slug: string;
  /** The vendor's reviews as its offering screens show them, and one block of its terms (the route composes them). */
  renderReviews: (store: Store) => ReactNode;
  renderTerms: (terms: StoreTerms["terms"]) => ReactNode;
}

/**
 * A vendor's public page on a phone (docs/decisions/0059), the web's in one column: who they are and since when, their
 * story, where they serve and the notice they need, the gallery, every offering on sale, reviews and terms.
 */
export function StoreScreen({ slug, renderReviews, renderTerms }: StoreScreenProps) {
  const query = useStore(slug);
  return (
    <View style={styles.screen}>
      <Stack.Screen options={{ title: query.data?.name ?? "" }} />
      <QueryView query={query}>
        {(store) => {
          const leadTime = store.leadTimeText ?? leadTimeLine(store.leadTimeDays);
          return (
            <ScrollView
              contentContainerStyle={styles.content}
              refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
            >
              <StoreHeader store={store} />
              <View style={parts.section}>
                <Text accessibilityRole="header" style={parts.sectionTitle}>
                  {STORE_COPY.about(store.name)}
                </Text>
                {store.story ? <Text style={parts.body}>{store.story}</Text> : null}
                <Text style={parts.body} accessibilityLabel={`${STORE_COPY.serviceArea}: ${store.serviceAreaSummary ?? store.area}`}>
                  {store.serviceAreaSummary ?? store.area}
                </Text>
                {leadTime ? <Text style={parts.body}>{leadTime}</Text> : null}
              </View>
              <StoreGallery store={store} />
              <View style={parts.section}>
                <Text accessibilityRole="header" style={parts.sectionTitle}>
                  {STORE_COPY.offerings(store.name)}
                </Text>
                {store.offerings.length === 0 ? <Text style={parts.muted}>{STORE_COPY.noOfferings}</Text> : null}
                <StoreOfferings offerings={store.offerings} />
              </View>
              {renderReviews(store)}
              <View style={parts.section}>
                <Text accessibilityRole="header" style={parts.sectionTitle}>
                  {TERMS_COPY.advanceAndRefunds}
                </Text>
                {store.terms.length === 0 ? <Text style={parts.muted}>{STORE_COPY.noTerms}</Text> : null}
                {store.terms.map((block) => (
                  <View key={block.categories.join("-")} style={styles.termsBlock}>
                    {store.terms.length > 1 ? <Text style={parts.body}>{STORE_COPY.termsFor(block.categories)}</Text> : null}
                    <Text style={parts.muted}>{block.terms.serviceAreaSummary}</Text>
                    {renderTerms(block.terms)}
                  </View>
                ))}
              </View>
            </ScrollView>
          );
        }}
      </QueryView>
    </View>
  );
}

/** The first offerings of a vendor with many, then all of them at a press (as on the web). */
function StoreOfferings({ offerings }: { offerings: readonly OfferingCardData[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? offerings : offerings.slice(0, STORE_COPY.offeringsFirst);
  return (
    <>
      {shown.map((offering) => (
        <OfferingCard key={offering.id} offering={offering} />
      ))}
      {shown.length < offerings.length ? (
        <Button variant="secondary" label={STORE_COPY.showAllOfferings(offerings.length)} onPress={() => setAll(true)} />
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  content: { padding: space.md, gap: space.lg, paddingBottom: space.xl },
  termsBlock: { gap: space.xs },
});
