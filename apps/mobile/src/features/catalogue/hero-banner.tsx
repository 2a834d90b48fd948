import * as WebBrowser from "expo-web-browser";
import { sitePagePaths } from "@utsav/domain/client";
import type { HeroData } from "@utsav/domain";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { ImageBackground, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";

/** What the hero gives the notify-me box it shows. */
export interface NotifyMeSlot {
  placeholder: string;
  buttonText: string;
  subtitle: string;
}

/** The notify-me box (waitlist), composed in by the route. */
export type RenderNotifyMe = (box: NotifyMeSlot) => ReactNode;

/** Rotates through the highlight lines on a timer (application §2 "highlights rotate every 2500 ms"). */
function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}

/** The home hero: 'Celebrate Every', the rotating occasions, 'Effortlessly!', request proposals and notify-me. */
export function HeroBanner({ hero, renderNotifyMe }: { hero: HeroData; renderNotifyMe: RenderNotifyMe }) {
  const { baseUrl } = useApi();
  const highlights = hero.notifyMe.titleHighlights;
  const index = useRotatingIndex(highlights.length, hero.notifyMe.highlightInterval);
  // The proposal request and vendor onboarding are pages of the web site, opened in the in-app browser.
  const page = hero.buttonAction === "browse_vendors" ? sitePagePaths.vendors() : sitePagePaths.requestProposals();
  return (
    <ImageBackground
      source={{ uri: serverUrl(baseUrl, hero.backgroundImage) }}
      style={styles.hero}
      imageStyle={styles.image}
      accessibilityIgnoresInvertColors
    >
      <View style={styles.shade}>
        <Text style={styles.kicker}>{hero.notifyMe.celebrateText}</Text>
        <Text
          accessibilityRole="header"
          accessibilityLabel={`${hero.title} ${highlights.join(", ")} ${hero.notifyMe.titleBottomLine}`}
          style={styles.title}
        >
          {hero.title} <Text style={styles.highlight}>{highlights[index]}</Text>
          {"\n"}
          {hero.notifyMe.titleBottomLine}
        </Text>
        <Text style={styles.subtitle}>{hero.subtitle}</Text>
        <Button
          label={hero.buttonText}
          role="link"
          onPress={() => void WebBrowser.openBrowserAsync(serverUrl(baseUrl, page))}
          style={styles.action}
        />
        {renderNotifyMe({
          placeholder: hero.notifyMe.placeholder,
          buttonText: hero.notifyMe.buttonText,
          subtitle: hero.notifyMe.subtitleText,
        })}
        <Text style={styles.footer}>{hero.footerText}</Text>
      </View>
    </ImageBackground>
  );
}

const styles = StyleSheet.create({
  // spec: application §2 "Mobile hero is at least 320 px tall".
  hero: { minHeight: 320 },
  image: { resizeMode: "cover" },
  shade: { flex: 1, padding: space.xl, gap: space.md, backgroundColor: "rgba(31, 27, 36, 0.7)" },
  kicker: { color: colors.onPrimary, fontSize: font.small, fontWeight: "600", textTransform: "uppercase" },
  title: { color: colors.onPrimary, fontSize: font.hero, fontWeight: "800" },
  highlight: { color: colors.brandOnDark },
  subtitle: { color: colors.onPrimary, fontSize: font.body },
  action: { alignSelf: "flex-start" },
  footer: { color: colors.onPrimary, fontSize: font.small, fontStyle: "italic" },
});
