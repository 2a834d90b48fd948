import { useIsFocused } from "expo-router";
import { COPY, formatPhoneDisplay, HIDDEN_PHONE } from "@utsav/domain/shopper";
import { useEffect, useState } from "react";
import { Linking, Pressable, StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { EmphasisText } from "../../shared/ui/emphasis-text";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { revealContact } from "./api/reveal-contact";
import type { ContactTarget } from "./api/reveal-contact";

type Reveal =
  { state: "hidden" } | { state: "loading" } | { state: "revealed"; phoneNumber: string } | { state: "failed"; message: string };

interface CallSheetProps {
  open: boolean;
  onClose: () => void;
  offering: ContactTarget & { connectInfo: string[] };
  /** Called when the contact needs a signed-in consumer; the sheet closes for the sign-in screen. */
  onSignIn: () => void;
  /**
   * Asks for the contact as soon as the sheet shows (back from signing in for it): once its screen is in front again,
   * so a new consumer's 'Tell us about you' is finished first (docs/decisions/0063).
   */
  revealOnOpen?: boolean;
}

/**
 * 'Before You Connect!' (application §2 Call sheet, §4 Contact reveal): Good to Know, Contact Info hidden as
 * XXXXXXXXXX until View Contact succeeds, then the +91 number as a tel: link and the button disabled; How it Works
 * toggles its hint. Closing the sheet hides the contact again.
 */
export function CallSheet({ open, onClose, offering, onSignIn, revealOnOpen = false }: CallSheetProps) {
  const api = useApi();
  const focused = useIsFocused();
  const [reveal, setReveal] = useState<Reveal>({ state: "hidden" });
  const [howOpen, setHowOpen] = useState(false);

  async function viewContact() {
    setReveal({ state: "loading" });
    const result = await revealContact(api, {
      offeringId: offering.offeringId,
      vendorName: offering.vendorName,
      offeringName: offering.offeringName,
    });
    if (result.kind === "signIn") {
      setReveal({ state: "hidden" });
      onSignIn();
    } else
      setReveal(
        result.kind === "revealed" ? { state: "revealed", phoneNumber: result.phoneNumber } : { state: "failed", message: result.message },
      );
  }

  // The sign-in screen covers the offering until onboarding is done; the sheet (a Modal) shows only in front.
  const shown = open && focused;
  useEffect(() => {
    if (shown && revealOnOpen && reveal.state === "hidden") void viewContact();
    // Asked once per showing: viewContact changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, revealOnOpen]);

  const close = () => {
    setReveal({ state: "hidden" });
    setHowOpen(false);
    onClose();
  };
  const revealed = reveal.state === "revealed";
  return (
    <Sheet
      open={open}
      onClose={close}
      title={COPY.callSheetTitle}
      size="large"
      footer={
        <Button
          label={COPY.viewContact}
          onPress={() => void viewContact()}
          disabled={revealed}
          loading={reveal.state === "loading"}
          style={styles.view}
        />
      }
    >
      {offering.connectInfo.length > 0 ? (
        <View style={styles.block}>
          <Text accessibilityRole="header" style={styles.heading}>
            {COPY.goodToKnow}
          </Text>
          {offering.connectInfo.map((line, i) => (
            <View key={`${i}-${line}`} style={styles.item}>
              <Text style={styles.text}>•</Text>
              <EmphasisText line={line} />
            </View>
          ))}
        </View>
      ) : null}
      <View style={styles.block}>
        <Text accessibilityRole="header" style={styles.heading}>
          {COPY.contactInfo}
        </Text>
        <Text style={styles.text}>{offering.vendorName}</Text>
        {revealed ? (
          <Pressable
            accessibilityRole="link"
            accessibilityLabel={formatPhoneDisplay(reveal.phoneNumber)}
            onPress={() => void Linking.openURL(`tel:${reveal.phoneNumber}`)}
            style={styles.phoneLink}
          >
            <Text style={[styles.phone, styles.link]}>{formatPhoneDisplay(reveal.phoneNumber)}</Text>
          </Pressable>
        ) : (
          <Text accessibilityLabel={COPY.contactHidden} style={styles.phone}>
            {HIDDEN_PHONE}
          </Text>
        )}
      </View>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={COPY.howItWorks}
        accessibilityState={{ expanded: howOpen }}
        onPress={() => setHowOpen((shown) => !shown)}
        style={styles.howToggle}
      >
        <Text style={styles.heading}>
          {COPY.howItWorks} {howOpen ? "▴" : "▾"}
        </Text>
      </Pressable>
      {howOpen ? <Text style={styles.text}>{COPY.howItWorksHint}</Text> : null}
      {reveal.state === "failed" ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {reveal.message}
        </Text>
      ) : null}
    </Sheet>
  );
}

const styles = StyleSheet.create({
  block: { gap: space.xs },
  heading: { fontSize: font.body, fontWeight: "700", color: colors.text },
  item: { flexDirection: "row", gap: space.sm },
  text: { fontSize: font.body, color: colors.text },
  phone: { fontSize: font.title, fontWeight: "700", color: colors.text, letterSpacing: 1 },
  phoneLink: { minHeight: TOUCH_TARGET, justifyContent: "center" },
  link: { color: colors.primary, textDecorationLine: "underline" },
  howToggle: { minHeight: TOUCH_TARGET, justifyContent: "center" },
  error: { fontSize: font.body, color: colors.error },
  view: { flex: 1 },
});
