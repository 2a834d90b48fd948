import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { Keyboard, Platform, ScrollView, StyleSheet } from "react-native";
import type { ScrollViewProps, StyleProp, ViewStyle } from "react-native";

// Forms that stay usable with the keyboard open (docs/decisions/0064). Android 15 and 16 draw apps edge to edge, and
// there `windowSoftInputMode=adjustResize` no longer shrinks the window for the keyboard: a form that relied on it
// (KeyboardAvoidingView with no behaviour on Android) kept its lower fields and its Submit under the keyboard. So the
// keyboard's height is read from the Keyboard events and given back as room below the content. iOS scrolls its own
// ScrollView clear of the keyboard (automaticallyAdjustKeyboardInsets), so it gets no padding of ours as well.

/** Whether this platform's scroll view moves itself clear of the keyboard (iOS's keyboard insets). */
const insetsByTheSystem = () => Platform.OS === "ios";

/**
 * The keyboard's height while it is open (0 when closed, or while `listen` is false). iOS says it before the keyboard
 * moves, Android only after; the web export has no keyboard events, and its browser resizes the page itself.
 */
export function useKeyboardHeight(listen = true): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!listen) return;
    const ios = Platform.OS === "ios";
    const shown = Keyboard.addListener(ios ? "keyboardWillShow" : "keyboardDidShow", (event) => setHeight(event.endCoordinates.height));
    const hidden = Keyboard.addListener(ios ? "keyboardWillHide" : "keyboardDidHide", () => setHeight(0));
    return () => {
      shown.remove();
      hidden.remove();
    };
  }, [listen]);
  return height;
}

interface KeyboardAwareScrollProps extends Omit<ScrollViewProps, "contentContainerStyle"> {
  contentContainerStyle?: StyleProp<ViewStyle>;
  children: ReactNode;
}

/**
 * A form's scrolling screen: its content gains the keyboard's height below it while the keyboard is open, so every
 * field and the submit button can be scrolled above the keyboard, and taps reach the fields while it is open.
 */
export function KeyboardAwareScroll({ contentContainerStyle, children, ...rest }: KeyboardAwareScrollProps) {
  const keyboard = useKeyboardHeight(!insetsByTheSystem());
  const own = StyleSheet.flatten(contentContainerStyle) ?? {};
  const below = [own.paddingBottom, own.paddingVertical, own.padding].find((each) => typeof each === "number") ?? 0;
  return (
    <ScrollView
      keyboardShouldPersistTaps="handled"
      automaticallyAdjustKeyboardInsets={insetsByTheSystem()}
      {...rest}
      contentContainerStyle={[own, keyboard > 0 ? { paddingBottom: below + keyboard } : null]}
    >
      {children}
    </ScrollView>
  );
}
