import { COPY, moveThumb, rupees } from "@utsav/domain/shopper";
import type { PriceRange } from "@utsav/domain/client";
import { useRef, useState } from "react";
import { PanResponder, StyleSheet, Text, View } from "react-native";
import type { AccessibilityActionEvent } from "react-native";
import { colors, font, space, TOUCH_TARGET } from "./theme";

interface RangeSliderProps {
  value: PriceRange;
  bounds: PriceRange;
  step: number;
  onChange: (range: PriceRange) => void;
}

type Thumb = keyof PriceRange;

/**
 * A two-thumb price slider (application §5 "Slider clamps to min and max, snaps to step, low thumb cannot pass high
 * thumb"; the moves are the domain's rules). Each thumb is an adjustable control a screen reader moves a step at a
 * time.
 */
export function RangeSlider({ value, bounds, step, onChange }: RangeSliderProps) {
  const [width, setWidth] = useState(0);
  const latest = useRef({ value, bounds, width, onChange });
  latest.current = { value, bounds, width, onChange };
  const span = Math.max(bounds.max - bounds.min, 1);
  const offset = (amount: number) => ((amount - bounds.min) / span) * width;

  const dragOf = (thumb: Thumb) => {
    const start = { at: 0 };
    return PanResponder.create({
      onStartShouldSetPanResponder: () => true,
      onPanResponderGrant: () => {
        const { value: now, bounds: b, width: w } = latest.current;
        start.at = ((now[thumb] - b.min) / Math.max(b.max - b.min, 1)) * w;
      },
      onPanResponderMove: (_, move) => {
        const { value: now, bounds: b, width: w, onChange: change } = latest.current;
        if (w === 0) return;
        const amount = b.min + ((start.at + move.dx) / w) * (b.max - b.min);
        change(moveThumb(now, thumb, amount, b, step));
      },
    });
  };
  const drags = useRef({ min: dragOf("min"), max: dragOf("max") }).current;

  const adjust = (thumb: Thumb) => (event: AccessibilityActionEvent) => {
    const direction = event.nativeEvent.actionName === "increment" ? 1 : -1;
    onChange(moveThumb(value, thumb, value[thumb] + direction * step, bounds, step));
  };

  return (
    <View style={styles.slider}>
      <View style={styles.trackArea} onLayout={(event) => setWidth(event.nativeEvent.layout.width)}>
        <View style={styles.track} />
        <View style={[styles.selected, { left: offset(value.min), width: Math.max(0, offset(value.max) - offset(value.min)) }]} />
        {(["min", "max"] as const).map((thumb) => (
          <View
            key={thumb}
            {...drags[thumb].panHandlers}
            accessible
            accessibilityRole="adjustable"
            accessibilityLabel={thumb === "min" ? COPY.minimumPrice : COPY.maximumPrice}
            accessibilityValue={{ min: bounds.min, max: bounds.max, now: value[thumb], text: rupees(value[thumb]) }}
            accessibilityActions={[{ name: "increment" }, { name: "decrement" }]}
            onAccessibilityAction={adjust(thumb)}
            hitSlop={8}
            style={[styles.thumbTarget, { left: offset(value[thumb]) - TOUCH_TARGET / 2 }]}
          >
            <View style={styles.thumb} />
          </View>
        ))}
      </View>
      <View style={styles.labels}>
        <Text style={styles.label}>{rupees(value.min)}</Text>
        <Text style={styles.label}>{rupees(value.max)}</Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  slider: { gap: space.xs, paddingHorizontal: TOUCH_TARGET / 2 },
  trackArea: { height: TOUCH_TARGET, justifyContent: "center" },
  track: { height: 4, borderRadius: 2, backgroundColor: colors.border },
  selected: { position: "absolute", height: 4, borderRadius: 2, backgroundColor: colors.primary },
  thumbTarget: { position: "absolute", width: TOUCH_TARGET, height: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  thumb: { width: 24, height: 24, borderRadius: 12, backgroundColor: colors.surface, borderWidth: 2, borderColor: colors.primary },
  labels: { flexDirection: "row", justifyContent: "space-between" },
  label: { fontSize: font.small, color: colors.muted },
});
