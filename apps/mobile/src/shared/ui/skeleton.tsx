import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, View } from "react-native";
import type { DimensionValue } from "react-native";
import { colors, radius, space } from "./theme";

/** A grey block where content will be (application §2 "Loading shows skeletons"). */
export function SkeletonBlock({ width = "100%", height }: { width?: DimensionValue; height: number }) {
  return <View style={[styles.block, { width, height }]} />;
}

/** The shape of an offering card while it loads. */
export function OfferingCardSkeleton({ width }: { width?: DimensionValue }) {
  return (
    <View style={[styles.card, width !== undefined && { width }]}>
      <SkeletonBlock height={140} />
      <SkeletonBlock width="80%" height={14} />
      <SkeletonBlock width="50%" height={14} />
    </View>
  );
}

/** A screen's worth of skeletons, announced once as loading. */
export function ScreenSkeleton({ rows = 2, cards = 2 }: { rows?: number; cards?: number }) {
  return (
    <View accessible accessibilityRole="progressbar" accessibilityLabel={COPY.loading} style={styles.screen}>
      {Array.from({ length: rows }, (_, row) => (
        <View key={row} style={styles.row}>
          <SkeletonBlock width="60%" height={20} />
          <View style={styles.cards}>
            {Array.from({ length: cards }, (_, card) => (
              <OfferingCardSkeleton key={card} width="48%" />
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { backgroundColor: colors.skeleton, borderRadius: radius.sm },
  card: { gap: space.sm },
  screen: { padding: space.lg, gap: space.xl },
  row: { gap: space.md },
  cards: { flexDirection: "row", justifyContent: "space-between" },
});
