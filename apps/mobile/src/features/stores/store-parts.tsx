import { CATALOGUE_COPY, clientCountText, ratingText, reviewsCountText, STORE_COPY } from "@utsav/domain/shopper";
import type { Store } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { RemoteImage } from "../../shared/ui/remote-image";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { VerifiedBadge } from "../../shared/ui/verified-badge";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact} accessible accessibilityLabel={`${label}: ${value}`}>
      <Text style={styles.factValue}>{value}</Text>
      <Text style={styles.factLabel}>{label}</Text>
    </View>
  );
}

/** The store's head: logo, name, badge, since when, and the vendor's rating, clients and reviews. */
export function StoreHeader({ store }: { store: Store }) {
  return (
    <View style={styles.header}>
      <View style={styles.headRow}>
        {store.logo ? <RemoteImage path={store.logo} alt="" style={styles.logo} /> : null}
        <View style={styles.names}>
          {store.titleTag ? <Text style={styles.tag}>{store.titleTag}</Text> : null}
          <Text accessibilityRole="header" style={styles.name}>
            {store.name}
          </Text>
          {store.verified ? <VerifiedBadge /> : null}
          <Text style={styles.muted}>{STORE_COPY.since(store.since)}</Text>
        </View>
      </View>
      <View style={styles.facts}>
        <Fact label={CATALOGUE_COPY.rating} value={ratingText(store.rating)} />
        <Fact label={CATALOGUE_COPY.served} value={clientCountText(store.clientsCount)} />
        <Fact label={CATALOGUE_COPY.reviews} value={reviewsCountText(store.reviewsCount)} />
      </View>
    </View>
  );
}

/** The gallery, the main picture first, each picture with its caption (docs/decisions/0059). */
export function StoreGallery({ store }: { store: Store }) {
  if (store.gallery.length === 0) return null;
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.sectionTitle}>
        {STORE_COPY.gallery}
      </Text>
      {store.galleryCurated ? null : <Text style={styles.muted}>{STORE_COPY.galleryFromOfferings}</Text>}
      <View style={styles.gallery}>
        {store.gallery.map((picture) => (
          <View key={picture.id} style={styles.figure}>
            <RemoteImage path={picture.image.thumbnailUrl ?? picture.image.url} alt={picture.image.alt} style={styles.picture} />
            {/* The picture is named by its caption already: a screen reader reads it once. */}
            {picture.caption ? (
              <Text style={styles.caption} importantForAccessibility="no" accessibilityElementsHidden>
                {picture.caption}
              </Text>
            ) : null}
          </View>
        ))}
      </View>
    </View>
  );
}

export const styles = StyleSheet.create({
  header: { gap: space.md },
  headRow: { flexDirection: "row", gap: space.md, alignItems: "center" },
  logo: { width: 72, height: 72, borderRadius: 36 },
  names: { flex: 1, gap: space.xs },
  tag: { fontSize: font.small, color: colors.muted },
  name: { fontSize: font.title, fontWeight: "700", color: colors.text },
  muted: { fontSize: font.small, color: colors.muted },
  facts: { flexDirection: "row", justifyContent: "space-around", paddingVertical: space.sm },
  fact: { alignItems: "center" },
  factValue: { fontSize: font.large, fontWeight: "700", color: colors.text },
  factLabel: { fontSize: font.small, color: colors.muted },
  section: { gap: space.sm },
  sectionTitle: { fontSize: font.large, fontWeight: "700", color: colors.text },
  body: { fontSize: font.body, color: colors.text },
  gallery: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  figure: { width: "48%", gap: space.xs },
  picture: { width: "100%", aspectRatio: 4 / 3, borderRadius: radius.md },
  caption: { fontSize: font.small, color: colors.muted },
});
