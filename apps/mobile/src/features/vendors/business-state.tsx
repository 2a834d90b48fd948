import { formatDayTime } from "@utsav/domain/shopper";
import { PAUSED_TEXT, REVIEW_SECTION_LABELS, VENDOR_REVIEW_TEXT, VENDOR_TODO_TEXT, vendorTodos } from "@utsav/domain/vendor-app";
import type { VendorDashboard } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { WebsiteButton } from "../../shared/ui/website-button";
import { colors, font, radius, space } from "../../shared/ui/theme";

/**
 * Where the business stands, as the web's dashboard says it (docs/decisions/0020): the team's review while it is not
 * approved (with the reason and what to change when sent back), a pause with its reason, and what is still to do
 * (profile, documents), each with its page on the website (docs/decisions/0071). Nothing once all is done.
 */
export function BusinessState({ dashboard }: { dashboard: VendorDashboard }) {
  const { review } = dashboard;
  const todos = vendorTodos(dashboard);
  const text = VENDOR_REVIEW_TEXT[review.state];
  const sentBack = review.state === "changes" || review.state === "rejected" ? review.latest : null;
  return (
    <>
      {review.state !== "approved" ? (
        <View style={styles.card}>
          <Text accessibilityRole="header" style={styles.title}>
            {text.title}
          </Text>
          <Text style={styles.body}>{text.next}</Text>
          {sentBack ? (
            <>
              <Text style={styles.strong}>{sentBack.reason}</Text>
              {sentBack.sections.length > 0 ? (
                <Text style={styles.body}>{sentBack.sections.map((s) => REVIEW_SECTION_LABELS[s]).join(", ")}</Text>
              ) : null}
              <Text style={styles.meta}>{formatDayTime(sentBack.decidedAt)}</Text>
            </>
          ) : null}
        </View>
      ) : null}
      {review.pausedReason ? (
        <View style={[styles.card, styles.problem]}>
          <Text accessibilityRole="header" style={styles.title}>
            {PAUSED_TEXT.title}
          </Text>
          <Text style={styles.body}>{PAUSED_TEXT.next}</Text>
          <Text style={styles.strong}>{review.pausedReason}</Text>
        </View>
      ) : null}
      {todos.length > 0 ? (
        <View style={styles.card}>
          <Text accessibilityRole="header" style={styles.title}>
            {VENDOR_TODO_TEXT.stillToDo}
          </Text>
          {todos.map((todo) => (
            <View key={`${todo.id}-${todo.tone}`} style={styles.todo}>
              <Text style={[styles.body, todo.tone === "problem" && styles.problemText]}>{todo.text}</Text>
              {todo.detail ? <Text style={styles.strong}>{todo.detail}</Text> : null}
              {todo.link ? <WebsiteButton label={todo.link.label} path={todo.link.to} variant="primary" /> : null}
            </View>
          ))}
        </View>
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  card: {
    gap: space.sm,
    padding: space.lg,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  problem: { backgroundColor: colors.errorSurface, borderColor: colors.errorSurface },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  body: { fontSize: font.body, color: colors.text },
  strong: { fontSize: font.body, fontWeight: "600", color: colors.text },
  problemText: { color: colors.error },
  meta: { fontSize: font.small, color: colors.muted },
  todo: { gap: space.xs, paddingTop: space.sm, borderTopWidth: 1, borderTopColor: colors.border },
});
