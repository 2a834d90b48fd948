import { chatLink, COPY } from "@utsav/domain/shopper";
import type { Policy, WhatsappSupport } from "@utsav/domain";
import { useState } from "react";
import { Linking, Pressable, StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

/** The policy card opens a sheet with the title, description and sections of bullets (application §2). */
function PolicyCard({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Pressable accessibilityRole="button" accessibilityLabel={policy.title} onPress={() => setOpen(true)} style={styles.card}>
        <Text style={styles.title}>{policy.title}</Text>
        <Text style={styles.chevron}>›</Text>
      </Pressable>
      <Sheet open={open} onClose={() => setOpen(false)} title={policy.title} size="large">
        <Text style={styles.text}>{policy.description}</Text>
        {policy.sections.map((section) => (
          <View key={section.title} style={styles.section}>
            <Text accessibilityRole="header" style={styles.title}>
              {section.title}
            </Text>
            {section.items.map((item) => (
              <Text key={item} style={styles.text}>
                • {item}
              </Text>
            ))}
          </View>
        ))}
      </Sheet>
    </>
  );
}

/**
 * With whatsappSupport the page offers a chat ('Have any questions?' / 'Chat with Us'); otherwise the payment and
 * cancellation policy card (application §2 Offering detail).
 */
export function SupportBlock({ support, policy }: { support: WhatsappSupport | null; policy: Policy | null }) {
  if (support) {
    return (
      <View style={styles.support}>
        <Text accessibilityRole="header" style={styles.title}>
          {COPY.haveQuestions}
        </Text>
        <Button
          label={COPY.chatWithUs}
          role="link"
          variant="secondary"
          onPress={() => void Linking.openURL(chatLink(support.phoneNumber, support.message))}
        />
      </View>
    );
  }
  return policy ? <PolicyCard policy={policy} /> : null;
}

const styles = StyleSheet.create({
  card: {
    flexDirection: "row",
    alignItems: "center",
    minHeight: TOUCH_TARGET,
    padding: space.md,
    gap: space.md,
    borderRadius: radius.md,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  support: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  title: { flex: 1, fontSize: font.body, fontWeight: "700", color: colors.text },
  chevron: { fontSize: font.title, color: colors.muted },
  section: { gap: space.xs },
  text: { fontSize: font.body, color: colors.text },
});
