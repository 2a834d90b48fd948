import { Platform } from "react-native";

/**
 * A list row's one spoken label, its lines joined with commas ("Kavya Rao · Lights, Received, Answer due by …"), so
 * TalkBack and VoiceOver read the row as one link. In the web export the row's name comes from its text instead: React
 * Native Web draws each line as a block of its own, which a browser names with a space between lines, while a label of
 * the same words with commas would not contain the visible text word for word (WCAG 2.5.3 Label in Name, axe's
 * label-content-name-mismatch).
 */
export function rowLabel(parts: readonly (string | null | undefined | false)[]): string | undefined {
  return Platform.OS === "web" ? undefined : parts.filter(Boolean).join(", ");
}
