import { clientCountText, COPY, copyFor, ratingText, reviewsCountText, STORE_COPY } from "@utsav/domain/shopper";
import type { OfferingCard as OfferingCardData, Vendor } from "@utsav/domain";
import { useRouter } from "expo-router";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { OfferingCard } from "../../shared/ui/offering-card";
import { RemoteImage } from "../../shared/ui/remote-image";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { VerifiedBadge, vendorWithBadge } from "../../shared/ui/verified-badge";
import { paths } from "../../navigation/paths";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact} accessible accessibilityLabel={`${label}: ${value}`}>
      <Text style={styles.factValue}>{value}</Text>
      <Text style={styles.factLabel}>{label}</Text>
    </View>
  );
}

/**
 * 'Provided By' (or the vendor's title tag) with the vendor's name; it opens the vendor sheet with the avatar, bio,
 * rating to one decimal or N/A, clients as N+, reviews or N/A, and the vendor's offerings (application §2).
 */
export function VendorStrip({ vendor, offerings }: { vendor: Vendor; offerings: OfferingCardData[] }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const about = copyFor.aboutVendor(vendor.vendorName);
  return (
    <>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={`${vendor.vendorTitleTag ?? COPY.providedBy} ${vendorWithBadge(vendor.vendorName, vendor.verified)}`}
        accessibilityHint={about}
        onPress={() => setOpen(true)}
        style={styles.strip}
      >
        <RemoteImage path={vendor.vendorImage} alt="" style={styles.avatar} />
        <View style={styles.names}>
          <Text style={styles.tag}>{vendor.vendorTitleTag ?? COPY.providedBy}</Text>
          <Text style={styles.name}>{vendor.vendorName}</Text>
          {vendor.verified ? <VerifiedBadge /> : null}
        </View>
        <Text style={styles.chevron}>›</Text>
      </Pressable>
      <Sheet open={open} onClose={() => setOpen(false)} title={about} size="full">
        <View style={styles.head}>
          <RemoteImage path={vendor.vendorImage} alt={vendor.vendorName} style={styles.bigAvatar} />
          <View style={styles.bioColumn}>
            {vendor.verified ? <VerifiedBadge /> : null}
            <Text style={styles.bio}>{vendor.vendorBio}</Text>
          </View>
        </View>
        <View style={styles.facts}>
          <Fact label={COPY.rating} value={ratingText(vendor.rating)} />
          <Fact label={COPY.served} value={clientCountText(vendor.clientsCount)} />
          <Fact label={COPY.reviews} value={reviewsCountText(vendor.reviewsCount)} />
        </View>
        {/* The vendor's public page: story, gallery, every offering, reviews and terms (docs/decisions/0059). */}
        <Pressable
          accessibilityRole="link"
          accessibilityLabel={STORE_COPY.visitStoreOf(vendor.vendorName)}
          onPress={() => {
            setOpen(false);
            router.push(paths.store(vendor.storeSlug));
          }}
          style={styles.store}
        >
          <Text style={styles.storeText}>{STORE_COPY.visitStore}</Text>
        </Pressable>
        {offerings.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} />
        ))}
      </Sheet>
    </>
  );
}

const styles = StyleSheet.create({
  strip: {
    flexDirection: "row",
    alignItems: "center",
    gap: space.md,
    minHeight: TOUCH_TARGET,
    padding: space.md,
    borderRadius: radius.md,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  avatar: { width: 40, height: 40, borderRadius: 20 },
  names: { flex: 1 },
  tag: { fontSize: font.small, color: colors.muted },
  name: { fontSize: font.body, fontWeight: "700", color: colors.text },
  chevron: { fontSize: font.title, color: colors.muted },
  head: { flexDirection: "row", gap: space.md, alignItems: "flex-start" },
  bigAvatar: { width: 64, height: 64, borderRadius: 32 },
  bioColumn: { flex: 1, gap: space.xs },
  bio: { flex: 1, fontSize: font.body, color: colors.text },
  facts: { flexDirection: "row", justifyContent: "space-around", paddingVertical: space.md },
  store: {
    minHeight: TOUCH_TARGET,
    alignItems: "center",
    justifyContent: "center",
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    marginBottom: space.md,
  },
  storeText: { fontSize: font.body, fontWeight: "700", color: colors.text },
  fact: { alignItems: "center" },
  factValue: { fontSize: font.large, fontWeight: "700", color: colors.text },
  factLabel: { fontSize: font.small, color: colors.muted },
});
