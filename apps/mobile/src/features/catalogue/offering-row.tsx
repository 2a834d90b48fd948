import { useRouter } from "expo-router";
import type { OfferingsWidget } from "@utsav/domain";
import { FlatList, StyleSheet, Text, View } from "react-native";
import { pathOfNavRef } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { OfferingCard } from "../../shared/ui/offering-card";
import { colors, font, space } from "../../shared/ui/theme";

const CARD_WIDTH = 164;

/** A home collection row: its title, its cards side by side, and 'View All' (application §2 Home). */
export function OfferingRow({ widget }: { widget: OfferingsWidget }) {
  const router = useRouter();
  const title = widget.title ?? "";
  const { offerings, showSeeAllButton, seeAllButtonText, displayTexts, navRef } = widget.data;
  return (
    <View style={styles.row}>
      <View style={styles.head}>
        <Text accessibilityRole="header" style={styles.title}>
          {title}
        </Text>
        {showSeeAllButton ? (
          <Button
            label={seeAllButtonText}
            accessibilityLabel={`${seeAllButtonText}: ${title}`}
            role="link"
            variant="text"
            onPress={() => router.push(pathOfNavRef(navRef))}
          />
        ) : null}
      </View>
      <FlatList
        horizontal
        data={offerings}
        keyExtractor={(offering) => offering.id}
        renderItem={({ item }) => <OfferingCard offering={item} width={CARD_WIDTH} priceCaption={displayTexts.startingAt} />}
        contentContainerStyle={styles.track}
        showsHorizontalScrollIndicator={false}
        accessibilityLabel={title}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  row: { gap: space.sm, paddingVertical: space.md },
  head: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", paddingHorizontal: space.lg, gap: space.sm },
  title: { flex: 1, fontSize: font.title, fontWeight: "700", color: colors.text },
  track: { paddingHorizontal: space.lg, gap: space.md },
});
