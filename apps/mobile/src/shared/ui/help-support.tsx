import { chatLink, COPY, formatPhoneDisplay, HELP_COPY, SUPPORT } from "@utsav/domain/shopper";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { openLink } from "../lib/open-link";
import { Button } from "./button";
import { Sheet } from "./sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

// spec: application §2 Header and footer, "Help & Support popup: 'Drop us a Message, Get in touch!' with a support
// e-mail link, a phone link and a chat link using the same number". The web's popup, as a sheet: each row opens the
// phone's mail app, its dialler or the chat app (WhatsApp) through Linking. In shared/ui because the header of every
// screen (navigation/account-button.tsx) and the profile's About section both open it.

const CONTACTS = [
  { kind: HELP_COPY.emailKind, value: SUPPORT.email, url: `mailto:${SUPPORT.email}` },
  { kind: HELP_COPY.callKind, value: formatPhoneDisplay(SUPPORT.phone), url: `tel:${SUPPORT.phone}` },
  { kind: COPY.chatWithUs, value: formatPhoneDisplay(SUPPORT.phone), url: chatLink(SUPPORT.phone) },
] as const;

export function HelpSupportSheet({ open: shown, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Sheet open={shown} onClose={onClose} title={HELP_COPY.helpSupport} size="small">
      <Text style={styles.lead}>{HELP_COPY.getInTouch}</Text>
      <View style={styles.links}>
        {CONTACTS.map((contact) => (
          <Pressable
            key={contact.kind}
            accessibilityRole="link"
            accessibilityLabel={`${contact.kind}, ${contact.value}`}
            onPress={() => openLink(contact.url)}
            style={({ pressed }) => [styles.link, pressed && styles.pressed]}
          >
            <Text style={styles.kind}>{contact.kind}</Text>
            <Text style={styles.value}>{contact.value}</Text>
          </Pressable>
        ))}
      </View>
    </Sheet>
  );
}

/** "Help & Support", opening the sheet: on the profile, and (as "?") in the header beside Login or Profile. */
export function HelpSupportButton({ compact = false }: { compact?: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      {compact ? (
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={HELP_COPY.helpSupport}
          onPress={() => setShown(true)}
          style={styles.compact}
        >
          <Text style={styles.compactText}>?</Text>
        </Pressable>
      ) : (
        <Button label={HELP_COPY.helpSupport} variant="secondary" onPress={() => setShown(true)} />
      )}
      <HelpSupportSheet open={shown} onClose={() => setShown(false)} />
    </>
  );
}

const styles = StyleSheet.create({
  lead: { fontSize: font.large, fontWeight: "600", color: colors.text },
  links: { gap: space.sm, marginTop: space.md },
  link: {
    minHeight: TOUCH_TARGET,
    justifyContent: "center",
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  pressed: { opacity: 0.8 },
  kind: { fontSize: font.small, color: colors.muted },
  value: { fontSize: font.body, fontWeight: "600", color: colors.primary },
  compact: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  compactText: { fontSize: font.title, fontWeight: "700", color: colors.primary },
});
