import { AVAILABILITY_COPY, availabilityCopyFor } from "@utsav/domain/shopper";
import type { BlockedRange } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { colors, font, radius, space } from "../../shared/ui/theme";

interface BlockedListProps {
  blocks: BlockedRange[];
  /** An act is on its way: every Unblock waits. */
  busy: boolean;
  /** The block whose Unblock is on its way. */
  unblocking: string | null;
  onUnblock: (block: BlockedRange, range: string) => void;
}

/**
 * The blocked ranges from the month shown on, soonest first, each with its note and Unblock, one press as on the web
 * (docs/decisions/0057): a block taken away by mistake is made again with the form above.
 */
export function BlockedList({ blocks, busy, unblocking, onUnblock }: BlockedListProps) {
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {AVAILABILITY_COPY.blockedTitle}
      </Text>
      {blocks.length === 0 ? <Text style={styles.muted}>{AVAILABILITY_COPY.noBlocks}</Text> : null}
      {blocks.map((block) => {
        const range = availabilityCopyFor.range(block.startsOn, block.endsOn);
        return (
          <View key={block.id} style={styles.row}>
            <View style={styles.what}>
              <Text style={styles.range}>{range}</Text>
              {block.note ? <Text style={styles.muted}>{block.note}</Text> : null}
            </View>
            <Button
              label={AVAILABILITY_COPY.unblock}
              accessibilityLabel={availabilityCopyFor.unblockLabel(range)}
              variant="secondary"
              disabled={busy}
              loading={unblocking === block.id}
              onPress={() => onUnblock(block, range)}
            />
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  row: {
    flexDirection: "row",
    alignItems: "center",
    gap: space.md,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  what: { flex: 1, gap: space.xs },
  range: { fontSize: font.body, fontWeight: "600", color: colors.text },
  muted: { fontSize: font.body, color: colors.muted },
});
