import { useEvent } from "expo";
import { useVideoPlayer, VideoView } from "expo-video";
import { COPY, copyFor, MESSAGES } from "@utsav/domain/shopper";
import type { MediaItem } from "@utsav/domain";
import { useEffect, useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { RemoteImage } from "../../shared/ui/remote-image";
import { colors, font, space } from "../../shared/ui/theme";

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
  /** Whether this item is the one on screen: a video swiped away pauses. */
  active?: boolean;
}

/** An item's place among the carousel's, for a screen reader: "Video 2 of 6", or "Picture 3 of 6". */
export const mediaPlace = (item: MediaItem, position: number, count: number) =>
  item.type === "video" && item.videoUrl ? copyFor.videoOf(position, count) : copyFor.pictureOf(position, count);

/** One item of the media carousel: a picture, or a video (application §2 "Media carousel: images and videos"). */
export function MediaSlide({ item, position, count, width, height, contentFit, onPress, active = true }: MediaSlideProps) {
  if (item.type === "video" && item.videoUrl) {
    const label = `${item.alt}. ${mediaPlace(item, position, count)}`;
    const video = { item, videoUrl: item.videoUrl, label, width, height, contentFit, active };
    return <VideoSlide {...video} />;
  }
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
  label: string;
  width: number;
  height: number;
  contentFit: "cover" | "contain";
  active: boolean;
}

/**
 * A video that plays in place with the phone's own controls (expo-video; docs/decisions/0064, which amends 0046): it
 * never starts by itself, starts muted where the catalogue says so, and pauses when it is swiped away. Its poster shows
 * until the first frame is drawn. Only a web address is played (OWASP ASVS 5.0 V1.2.2); one that is not, or that fails
 * to load, says 'Failed to load video' over the dimmed poster (application §8 Video).
 */
function VideoSlide({ item, videoUrl, label, width, height, contentFit, active }: VideoSlideProps) {
  const { baseUrl } = useApi();
  const address = serverUrl(baseUrl, videoUrl);
  const playable = WEB_ADDRESS.test(address);
  const player = useVideoPlayer(playable ? address : null, (created) => {
    created.muted = item.muted;
    created.loop = false;
  });
  const { status } = useEvent(player, "statusChange", { status: player.status });
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!active) player.pause();
  }, [active, player]);
  const failed = !playable || status === "error";
  const size = { width, height };
  return (
    <View style={size}>
      {failed ? null : (
        <VideoView
          player={player}
          nativeControls
          contentFit={contentFit}
          accessibilityLabel={label}
          onFirstFrameRender={() => setDrawn(true)}
          style={size}
        />
      )}
      {failed || !drawn ? (
        <View pointerEvents="none" style={styles.overlay}>
          <RemoteImage path={item.poster ?? item.url} alt="" style={[size, failed && styles.dimmed]} contentFit={contentFit} />
        </View>
      ) : null}
      {failed ? (
        <View style={styles.overlay}>
          <Text accessibilityLiveRegion="polite" accessibilityRole="alert" style={styles.failed}>
            {MESSAGES.videoFailed}
          </Text>
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  dimmed: { opacity: 0.5 },
  overlay: { ...StyleSheet.absoluteFill, alignItems: "center", justifyContent: "center", gap: space.sm },
  failed: {
    color: colors.onPrimary,
    backgroundColor: colors.overlay,
    fontSize: font.body,
    fontWeight: "600",
    paddingHorizontal: space.md,
    paddingVertical: space.xs,
  },
});
