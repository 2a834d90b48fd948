import { ANIMATION_MS, APP_COPY } from "@utsav/domain/shopper";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { AccessibilityInfo, Animated, Easing, Pressable, StyleSheet, Text } from "react-native";
import { colors, font, TOUCH_TARGET } from "../../shared/ui/theme";

// The hero's motion (application §4 Hero text, §2 notify-me title): lines that change on a timer, each fading and
// sliding in. A phone set to reduce motion gets neither the timer nor the slide, and anyone can stop both with the
// pause button or by touching the hero (WCAG 2.2.2 Pause, Stop, Hide; docs/decisions/0046, 0064).

/** Whether the phone asks for reduced motion, following the setting while the screen is open. */
export function useReduceMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    let live = true;
    void AccessibilityInfo.isReduceMotionEnabled().then((on) => {
      if (live) setReduce(on);
    });
    const subscription = AccessibilityInfo.addEventListener("reduceMotionChanged", setReduce);
    return () => {
      live = false;
      subscription.remove();
    };
  }, []);
  return reduce;
}

/** An index that moves to the next of `length` every `intervalMs`, and wraps; it holds still while `paused`. */
export function useRotatingIndex(length: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused]);
  return [index % Math.max(length, 1), setIndex] as const;
}

/** Draws its children fading and sliding up into place over 300 ms (application §2 "300 ms fade and slide"). */
export function FadeSlideIn({ animate, children }: { animate: boolean; children: ReactNode }) {
  const progress = useRef(new Animated.Value(animate ? 0 : 1)).current;
  useEffect(() => {
    if (!animate) {
      progress.setValue(1);
      return;
    }
    const fade = Animated.timing(progress, {
      toValue: 1,
      duration: ANIMATION_MS.highlightFade,
      easing: Easing.out(Easing.ease),
      useNativeDriver: true,
    });
    fade.start();
    return () => fade.stop();
  }, [animate, progress]);
  const translateY = progress.interpolate({ inputRange: [0, 1], outputRange: [8, 0] });
  return <Animated.View style={{ opacity: progress, transform: [{ translateY }] }}>{children}</Animated.View>;
}

/**
 * The hero's pause and play button: 44 pt, named for what it does next (WCAG 2.2.2: moving content that starts by
 * itself can be paused).
 */
export function MotionToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={paused ? APP_COPY.playHero : APP_COPY.pauseHero}
      onPress={onToggle}
      hitSlop={4}
      style={({ pressed }) => [styles.toggle, pressed && styles.pressed]}
    >
      <Text style={styles.mark} importantForAccessibility="no" accessibilityElementsHidden>
        {paused ? "▶" : "❚❚"}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  toggle: {
    minWidth: TOUCH_TARGET,
    minHeight: TOUCH_TARGET,
    borderRadius: TOUCH_TARGET / 2,
    borderWidth: 1,
    borderColor: colors.onPrimary,
    alignItems: "center",
    justifyContent: "center",
  },
  pressed: { backgroundColor: colors.overlay },
  mark: { color: colors.onPrimary, fontSize: font.body, fontWeight: "700" },
});
