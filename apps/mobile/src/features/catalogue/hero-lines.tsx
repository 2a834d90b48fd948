import { copyFor } from "@utsav/domain/shopper";
import type { HeroData } from "@utsav/domain";
import { useState } from "react";
import { AccessibilityInfo, Pressable, StyleSheet, Text, View } from "react-native";
import type { TextStyle } from "react-native";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { FadeSlideIn, useRotatingIndex } from "./hero-motion";

type HeroLine = HeroData["richTextArray"][number];

const LINE_STYLE: Record<HeroLine["style"], TextStyle | undefined> = {
  normal: undefined,
  bold: { fontWeight: "700" },
  italic: { fontStyle: "italic" },
  highlighted: { fontWeight: "700", color: colors.brandOnDark },
};

interface HeroLinesProps {
  lines: HeroLine[];
  intervalMs: number;
  /** The phone asks for reduced motion: the first line stays, and the dots still show the others. */
  reduceMotion: boolean;
  /** The shopper paused the hero: the line shown stays until it is played again. */
  paused?: boolean;
}

/**
 * The hero's text lines, one at a time on its rotation interval, with a dot for each (application §4 "Hero text
 * rotates through its lines on a timer (3000 ms default) with dot indicators"), as on the web. Choosing a dot shows its
 * line and stops the rotation. The timer's changes are not announced (a screen reader would be interrupted every 3 s);
 * a line the consumer chose is, politely, after what is being read.
 */
export function HeroLines({ lines, intervalMs, reduceMotion, paused = false }: HeroLinesProps) {
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useRotatingIndex(lines.length, intervalMs, stopped || reduceMotion || paused);
  const line = lines[index];
  if (!line) return null;
  const choose = (chosen: number) => {
    setIndex(chosen);
    setStopped(true);
    const text = lines[chosen]?.text;
    if (text) AccessibilityInfo.announceForAccessibilityWithOptions(text, { queue: true });
  };
  return (
    <View style={styles.lines}>
      <FadeSlideIn key={index} animate={!reduceMotion}>
        <Text style={[styles.line, LINE_STYLE[line.style], line.color ? { color: line.color } : null]}>{line.text}</Text>
      </FadeSlideIn>
      {lines.length > 1 ? (
        <View style={styles.dots}>
          {lines.map((each, i) => (
            <Pressable
              key={`${i}-${each.text}`}
              accessibilityRole="button"
              accessibilityLabel={copyFor.showMessage(i + 1, lines.length)}
              accessibilityState={{ selected: i === index }}
              onPress={() => choose(i)}
              style={styles.dotTarget}
            >
              <View style={[styles.dot, i === index && styles.dotActive]} />
            </Pressable>
          ))}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  lines: { gap: space.xs },
  line: { color: colors.onPrimary, fontSize: font.large },
  dots: { flexDirection: "row" },
  // An 8 pt dot in its 44 pt target.
  dotTarget: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  dot: { width: 8, height: 8, borderRadius: 4, backgroundColor: "rgba(255, 255, 255, 0.45)" },
  dotActive: { width: 20, backgroundColor: colors.onPrimary },
});
