import { COPY, copyFor, MESSAGES } from "@utsav/domain/client";
import type { MediaItem } from "@utsav/domain";
import { useState } from "react";
import { Linking, Pressable, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { RemoteImage } from "../../shared/ui/remote-image";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";

interface MediaSlideProps {
  item: MediaItem;
  /** Its place among the carousel's items, for a screen reader. */
  position: number;
  count: number;
  width: number;
  height: number;
  contentFit: "cover" | "contain";
  /** Opens the full-screen viewer at this item; absent in the viewer itself. */
  onPress?: () => void;
}

/** One item of the media carousel: a picture, or a video (application §2 "Media carousel: images and videos"). */
export function MediaSlide({ item, position, count, width, height, contentFit, onPress }: MediaSlideProps) {
  if (item.type === "video" && item.videoUrl)
    return <VideoSlide item={item} videoUrl={item.videoUrl} width={width} height={height} contentFit={contentFit} />;
  return (
    <Pressable
      disabled={!onPress}
      onPress={onPress}
      accessibilityRole={onPress ? "imagebutton" : "image"}
      accessibilityLabel={`${item.alt}. ${copyFor.pictureOf(position, count)}`}
      accessibilityHint={onPress ? COPY.viewFullScreen : undefined}
      style={{ width, height }}
    >
      <RemoteImage path={item.poster ?? item.url} alt="" style={{ width, height }} contentFit={contentFit} />
    </Pressable>
  );
}

const WEB_ADDRESS = /^https?:\/\//i;

interface VideoSlideProps {
  item: MediaItem;
  videoUrl: string;
  width: number;
  height: number;
  contentFit: "cover" | "contain";
}

/**
 * A video's poster with a play button: the app has no video player of its own (no native module is added for one),
 * so the phone's player opens it. Only a web address is opened; one that cannot be says 'Failed to load video'
 * (application §8 Video). See docs/decisions/0046.
 */
function VideoSlide({ item, videoUrl, width, height, contentFit }: VideoSlideProps) {
  const { baseUrl } = useApi();
  const [failed, setFailed] = useState(false);
  const play = async () => {
    const address = serverUrl(baseUrl, videoUrl);
    try {
      if (!WEB_ADDRESS.test(address)) throw new Error(`Not a web address: ${address}`);
      await Linking.openURL(address);
      setFailed(false);
    } catch (error) {
      console.warn(MESSAGES.videoFailed, error);
      setFailed(true);
    }
  };
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={copyFor.playVideo(item.alt)}
      onPress={() => void play()}
      style={{ width, height }}
    >
      <RemoteImage path={item.poster ?? item.url} alt="" style={[{ width, height }, failed && styles.dimmed]} contentFit={contentFit} />
      <View style={styles.overlay}>
        <View style={styles.play}>
          <Text style={styles.playMark}>▶</Text>
        </View>
        {failed ? (
          <Text accessibilityLiveRegion="polite" accessibilityRole="alert" style={styles.failed}>
            {MESSAGES.videoFailed}
          </Text>
        ) : null}
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  dimmed: { opacity: 0.5 },
  overlay: { ...StyleSheet.absoluteFill, alignItems: "center", justifyContent: "center", gap: space.sm },
  play: {
    width: TOUCH_TARGET + 12,
    height: TOUCH_TARGET + 12,
    borderRadius: (TOUCH_TARGET + 12) / 2,
    backgroundColor: colors.overlay,
    alignItems: "center",
    justifyContent: "center",
  },
  playMark: { color: colors.onPrimary, fontSize: font.title },
  failed: {
    color: colors.onPrimary,
    backgroundColor: colors.overlay,
    fontSize: font.body,
    fontWeight: "600",
    paddingHorizontal: space.md,
    paddingVertical: space.xs,
  },
});
