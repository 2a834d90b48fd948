import { BOTTOM_SHEET, COPY } from "@utsav/domain/shopper";
import { useIsFocused } from "expo-router";
import { createContext, useContext, useRef } from "react";
import type { ReactNode } from "react";
import { Animated, Modal, PanResponder, Pressable, ScrollView, StyleSheet, Text, useWindowDimensions, View } from "react-native";
import { useSafeAreaInsets } from "react-native-safe-area-context";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** spec: application §2 "heights small 25%, medium 50%, large 75%, xlarge and full 94%". */
  size?: keyof typeof BOTTOM_SHEET.heights;
  /** A bar pinned under the content (Apply, View Contact). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The close of the sheet a control is drawn in, or nothing outside a sheet. */
const SheetCloseContext = createContext<(() => void) | null>(null);

/**
 * What a control calls before it opens another screen: inside a sheet it closes the sheet first, so the sheet is
 * neither over the next screen nor still open when the consumer comes back (docs/decisions/0063).
 */
export function useLeaveSheet(): () => void {
  return useContext(SheetCloseContext) ?? noop;
}

function noop() {}

/**
 * The bottom sheet of application §2 and §4: it slides up, is at most 90% of the window on a phone, and closes on
 * the overlay, the close button, the back button, or a drag down further than 50 points or faster than 0.3. A sheet
 * shows only while its screen is the one in front: a `Modal` is drawn above every screen, so a sheet left open by a
 * screen that another covers would stay over it (docs/decisions/0063).
 */
export function Sheet({ open, onClose, title, size = "large", footer, children }: SheetProps) {
  const focused = useIsFocused();
  const window = useWindowDimensions();
  const insets = useSafeAreaInsets();
  const height = window.height * Math.min(BOTTOM_SHEET.heights[size], BOTTOM_SHEET.maxWindowFractionNative);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const drag = useRef(new Animated.Value(0)).current;
  const dragToClose = useRef(
    PanResponder.create({
      onMoveShouldSetPanResponder: (_, move) => move.dy > 4,
      onPanResponderMove: (_, move) => drag.setValue(Math.max(0, move.dy)),
      onPanResponderRelease: (_, move) => {
        const close = move.dy > BOTTOM_SHEET.closeThresholdPx || move.vy > BOTTOM_SHEET.closeVelocity;
        if (close) onCloseRef.current();
        Animated.timing(drag, { toValue: 0, duration: close ? 0 : 150, useNativeDriver: true }).start();
      },
    }),
  ).current;
  return (
    <Modal visible={open && focused} transparent animationType="slide" onRequestClose={onClose} statusBarTranslucent>
      <View style={styles.overlay}>
        <Pressable style={styles.dismiss} onPress={onClose} accessibilityRole="button" accessibilityLabel={COPY.close} />
        <Animated.View
          accessibilityViewIsModal
          style={[styles.sheet, { height, paddingBottom: insets.bottom, transform: [{ translateY: drag }] }]}
        >
          <View style={styles.header}>
            {/* The grab bar: dragged down it closes the sheet; a screen reader activates it to close. */}
            <View
              {...dragToClose.panHandlers}
              accessible
              accessibilityRole="button"
              accessibilityLabel={COPY.close}
              onAccessibilityTap={onClose}
              style={styles.grab}
            >
              <View style={styles.handle} />
            </View>
            <View style={styles.titleRow}>
              <Text accessibilityRole="header" style={styles.title}>
                {title}
              </Text>
              <Pressable onPress={onClose} accessibilityRole="button" accessibilityLabel={COPY.close} hitSlop={8} style={styles.close}>
                <Text style={styles.closeMark}>✕</Text>
              </Pressable>
            </View>
          </View>
          <ScrollView contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
            <SheetCloseContext.Provider value={onClose}>{children}</SheetCloseContext.Provider>
          </ScrollView>
          {footer ? <View style={styles.footer}>{footer}</View> : null}
        </Animated.View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  overlay: { flex: 1, backgroundColor: colors.overlay, justifyContent: "flex-end" },
  dismiss: { flex: 1, minHeight: TOUCH_TARGET },
  sheet: { backgroundColor: colors.surface, borderTopLeftRadius: radius.lg, borderTopRightRadius: radius.lg },
  header: { paddingHorizontal: space.lg },
  grab: { height: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  handle: { width: 40, height: 4, borderRadius: 2, backgroundColor: colors.border },
  titleRow: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", gap: space.md },
  title: { flex: 1, fontSize: font.large, fontWeight: "700", color: colors.text },
  close: { width: TOUCH_TARGET, height: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  closeMark: { fontSize: font.large, color: colors.text },
  content: { padding: space.lg, gap: space.md },
  footer: { padding: space.lg, borderTopWidth: 1, borderTopColor: colors.border, flexDirection: "row", gap: space.md },
});
