import { screen } from "expo-router/testing-library";
import { StyleSheet } from "react-native";
import type { ReactTestInstance } from "react-test-renderer";

// Issue "Accessibility": every control has an accessibility label and role, touch targets are at least 44 pt, and
// the app follows the system font size. Each screen (and its sheets) is checked as it is drawn, here and in the tests
// of each feature.

const TOUCH_TARGET = 44;

/** The name of a host component ("View", "Text", "TextInput"), or null for a composite one. */
const hostType = (node: ReactTestInstance): string | null => (typeof node.type === "string" ? node.type : null);

/** The controls on the screen: what can be pressed, dragged or typed into. */
function controls(): ReactTestInstance[] {
  return screen.UNSAFE_root.findAll((node) => {
    const type = hostType(node);
    if (type === "TextInput") return true;
    const pressable = node.props.onClick !== undefined || node.props.onResponderRelease !== undefined || node.props.onPress !== undefined;
    return (type === "View" || type === "Text") && pressable;
  });
}

const textOf = (node: ReactTestInstance): string =>
  node.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");

/** What is wrong with one control, if anything. */
function problemsOf(node: ReactTestInstance): string[] {
  const name = node.props.accessibilityLabel ?? textOf(node);
  const problems: string[] = [];
  if (!name.trim()) problems.push("no label");
  if (hostType(node) !== "TextInput" && !node.props.accessibilityRole && !node.props.role) problems.push("no role");
  const style = StyleSheet.flatten(node.props.style) ?? {};
  const height = Math.max(Number(style.minHeight ?? 0), Number(style.height ?? 0));
  if (height < TOUCH_TARGET) problems.push(`${height} pt high`);
  return problems.map((problem) => `${hostType(node)} "${name}": ${problem}`);
}

export function expectAccessibleControls() {
  const found = controls();
  expect(found.length).toBeGreaterThan(0);
  expect(found.flatMap(problemsOf)).toEqual([]);
  // The system font size applies everywhere: no text opts out of scaling.
  const fixed = screen.UNSAFE_root.findAll(
    (node) => ["Text", "TextInput"].includes(hostType(node) ?? "") && node.props.allowFontScaling === false,
  );
  expect(fixed).toHaveLength(0);
}
