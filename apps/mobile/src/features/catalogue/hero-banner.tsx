import { useRouter } from "expo-router";
import * as WebBrowser from "expo-web-browser";
import { sitePagePaths } from "@utsav/domain/shopper";
import type { HeroData } from "@utsav/domain";
import { useState } from "react";
import { ImageBackground, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import { HeroLines } from "./hero-lines";
import { FadeSlideIn, MotionToggle, useReduceMotion, useRotatingIndex } from "./hero-motion";

/**
 * The kicker's parts that still hold inside the app. The API writes the web's kicker ("Now in Bengaluru · App coming
 * soon"); a part that speaks of the app is news about the app the shopper is already using (docs/decisions/0063).
 */
export function kickerInApp(celebrateText: string): string {
  return celebrateText
    .split("·")
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !/\bapp\b/i.test(part))
    .join(" · ");
}

/**
 * The home hero: 'Celebrate Every', the rotating occasions, 'Effortlessly!', its rotating lines with their dots and
 * request proposals. The occasions change every 2500 ms with a 300 ms fade and slide (application §2); the title is
 * read whole, every occasion in it, so the changes are not announced. The web's notify-me box is not drawn: it asks
 * for an e-mail to hear when the app is in the stores, and the shopper is in the app (docs/decisions/0063).
 */
export function HeroBanner({ hero }: { hero: HeroData }) {
  const { baseUrl } = useApi();
  const highlights = hero.notifyMe.titleHighlights;
  const reduceMotion = useReduceMotion();
  // Paused by its button, or by a touch anywhere in the hero: what someone is reading or typing in stays put (WCAG 2.2.2).
  const [paused, setPaused] = useState(false);
  const [index] = useRotatingIndex(highlights.length, hero.notifyMe.highlightInterval, reduceMotion || paused);
  const moves = !reduceMotion && (highlights.length > 1 || hero.richTextArray.length > 1);
  const router = useRouter();
  const kicker = kickerInApp(hero.notifyMe.celebrateText);
  // Requesting proposals is the app's own screen (docs/decisions/0065); vendor onboarding is the web site's page, opened
  // in the in-app browser.
  const act = () => {
    if (hero.buttonAction === "browse_vendors") void WebBrowser.openBrowserAsync(serverUrl(baseUrl, sitePagePaths.vendors()));
    else router.push(paths.requestProposals());
  };
  return (
    <ImageBackground
      source={{ uri: serverUrl(baseUrl, hero.backgroundImage) }}
      style={styles.hero}
      imageStyle={styles.image}
      accessibilityIgnoresInvertColors
    >
      <View style={styles.shade} onTouchStart={() => setPaused(true)}>
        <View style={styles.top}>
          {kicker ? <Text style={styles.kicker}>{kicker}</Text> : <View />}
          {/* The value at render: the touch that starts this press has already paused, so Pause must stay paused. */}
          {moves ? <MotionToggle paused={paused} onToggle={() => setPaused(!paused)} /> : null}
        </View>
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
        <HeroLines lines={hero.richTextArray} intervalMs={hero.rotationInterval} reduceMotion={reduceMotion} paused={paused} />
        <Button label={hero.buttonText} role="link" onPress={act} style={styles.action} />
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
  top: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", gap: space.md },
  kicker: { color: colors.onPrimary, fontSize: font.small, fontWeight: "600", textTransform: "uppercase" },
  title: { color: colors.onPrimary, fontSize: font.hero, fontWeight: "800" },
  highlight: { color: colors.brandOnDark },
  subtitle: { color: colors.onPrimary, fontSize: font.body },
  action: { alignSelf: "flex-start" },
  footer: { color: colors.onPrimary, fontSize: font.small, fontStyle: "italic" },
});
