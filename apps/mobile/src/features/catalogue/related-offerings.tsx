import { COPY, copyFor, DISPLAY } from "@utsav/domain/shopper";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { OfferingCard } from "../../shared/ui/offering-card";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space } from "../../shared/ui/theme";

/** 'More offerings by {vendor}': 3 at first (application §9), then View More opens the 'Offerings' sheet with all. */
export function RelatedOfferings({ vendorName, offerings }: { vendorName: string; offerings: OfferingCardData[] }) {
  const [allOpen, setAllOpen] = useState(false);
  if (offerings.length === 0) return null;
  const title = copyFor.moreOfferingsBy(vendorName);
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {title}
      </Text>
      <View style={styles.grid}>
        {offerings.slice(0, DISPLAY.relatedOfferingsInitial).map((offering) => (
          <OfferingCard key={offering.id} offering={offering} width="48%" />
        ))}
      </View>
      {offerings.length > DISPLAY.relatedOfferingsInitial ? (
        <Button
          label={COPY.viewMore}
          accessibilityLabel={`${COPY.viewMore}: ${title}`}
          variant="secondary"
          onPress={() => setAllOpen(true)}
        />
      ) : null}
      <Sheet open={allOpen} onClose={() => setAllOpen(false)} title={COPY.offeringsTitle} size="full">
        {offerings.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} />
        ))}
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.md },
  heading: { fontSize: font.title, fontWeight: "700", color: colors.text },
  grid: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between", rowGap: space.md },
});
