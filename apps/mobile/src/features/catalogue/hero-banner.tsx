import * as WebBrowser from "expo-web-browser";
import { sitePagePaths } from "@utsav/domain/client";
import type { HeroData } from "@utsav/domain";
import type { ReactNode } from "react";
import { ImageBackground, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import { HeroLines } from "./hero-lines";
import { FadeSlideIn, useReduceMotion, useRotatingIndex } from "./hero-motion";

/** What the hero gives the notify-me box it shows. */
export interface NotifyMeSlot {
  placeholder: string;
  buttonText: string;
  subtitle: string;
}

/** The notify-me box (waitlist), composed in by the route. */
export type RenderNotifyMe = (box: NotifyMeSlot) => ReactNode;

/**
 * The home hero: 'Celebrate Every', the rotating occasions, 'Effortlessly!', its rotating lines with their dots,
 * request proposals and notify-me. The occasions change every 2500 ms with a 300 ms fade and slide (application §2);
 * the title is read whole, every occasion in it, so the changes are not announced.
 */
export function HeroBanner({ hero, renderNotifyMe }: { hero: HeroData; renderNotifyMe: RenderNotifyMe }) {
  const { baseUrl } = useApi();
  const highlights = hero.notifyMe.titleHighlights;
  const reduceMotion = useReduceMotion();
  const [index] = useRotatingIndex(highlights.length, hero.notifyMe.highlightInterval, reduceMotion);
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
        <View
          accessible
          accessibilityRole="header"
          accessibilityLabel={`${hero.title} ${highlights.join(", ")} ${hero.notifyMe.titleBottomLine}`}
        >
          <Text style={styles.title}>{hero.title}</Text>
          <FadeSlideIn key={index} animate={!reduceMotion}>
            <Text style={[styles.title, styles.highlight]}>{highlights[index]}</Text>
          </FadeSlideIn>
          <Text style={styles.title}>{hero.notifyMe.titleBottomLine}</Text>
        </View>
        <Text style={styles.subtitle}>{hero.subtitle}</Text>
        <HeroLines lines={hero.richTextArray} intervalMs={hero.rotationInterval} reduceMotion={reduceMotion} />
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
