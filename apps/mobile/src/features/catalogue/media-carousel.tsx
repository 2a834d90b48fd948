import { COPY, copyFor, DISPLAY, validIndex, visibleWindow } from "@utsav/domain/shopper";
import type { MediaItem } from "@utsav/domain";
import { useState } from "react";
import { FlatList, Modal, Pressable, StyleSheet, Text, useWindowDimensions, View } from "react-native";
import type { NativeScrollEvent, NativeSyntheticEvent } from "react-native";
import { SafeAreaView } from "react-native-safe-area-context";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { mediaPlace, MediaSlide } from "./media-slide";

/**
 * Pagination dots, at most 7 around the current item (application §2 "pagination dots at most 7"), read as the item's
 * place: "Video 6 of 6" for a video, not "Picture 6 of 6".
 */
function Dots({ items, index }: { items: MediaItem[]; index: number }) {
  const count = items.length;
  const { start, end } = visibleWindow(count, index, DISPLAY.paginationDotsMax);
  const current = items[index];
  const label = current ? mediaPlace(current, index + 1, count) : copyFor.pictureOf(index + 1, count);
  return (
    <View style={styles.dots} accessible accessibilityLabel={label}>
      {Array.from({ length: end - start }, (_, i) => (
        <View key={start + i} style={[styles.dot, start + i === index && styles.dotActive]} />
      ))}
    </View>
  );
}

interface SlidesProps {
  images: MediaItem[];
  width: number;
  height: number;
  index: number;
  onIndex: (index: number) => void;
  onPress?: (index: number) => void;
  contentFit: "cover" | "contain";
  /** False while another view covers these slides (the full-screen viewer): their videos pause. */
  shown?: boolean;
}

/** The pictures and videos side by side, one screen wide, moved by a swipe: no autoplay, no loop (application §2). */
function Slides({ images, width, height, index, onIndex, onPress, contentFit, shown = true }: SlidesProps) {
  const onScrollEnd = (event: NativeSyntheticEvent<NativeScrollEvent>) => {
    const next = validIndex(Math.round(event.nativeEvent.contentOffset.x / width), images.length);
    if (next !== null) onIndex(next);
  };
  return (
    <FlatList
      horizontal
      pagingEnabled
      data={images}
      keyExtractor={(item) => item.id}
      initialScrollIndex={index}
      getItemLayout={(_, i) => ({ length: width, offset: width * i, index: i })}
      onMomentumScrollEnd={onScrollEnd}
      showsHorizontalScrollIndicator={false}
      renderItem={({ item, index: i }) => (
        <MediaSlide
          item={item}
          position={i + 1}
          count={images.length}
          width={width}
          height={height}
          contentFit={contentFit}
          onPress={onPress ? () => onPress(i) : undefined}
          active={shown && i === index}
        />
      )}
    />
  );
}

/**
 * The offering's square photo carousel with pagination dots (application §2 Offering detail, §4 Carousel); a tap
 * opens the full-screen viewer, and closing it brings the carousel to the picture the viewer showed.
 */
export function MediaCarousel({ images, title }: { images: MediaItem[]; title: string }) {
  const { width, height } = useWindowDimensions();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Each closing of the viewer draws the carousel again, at the viewer's picture.
  const [viewings, setViewings] = useState(0);
  if (images.length === 0) return null;
  const close = () => {
    setFullScreen(false);
    setViewings((n) => n + 1);
  };
  return (
    <View accessibilityLabel={copyFor.picturesOf(title)}>
      <Slides
        key={viewings}
        images={images}
        width={width}
        height={width}
        index={index}
        onIndex={setIndex}
        onPress={(i) => {
          setIndex(i);
          setFullScreen(true);
        }}
        contentFit="cover"
        shown={!fullScreen}
      />
      {images.length > 1 ? <Dots items={images} index={index} /> : null}
      <Modal visible={fullScreen} animationType="fade" onRequestClose={close} supportedOrientations={["portrait", "landscape"]}>
        <SafeAreaView style={styles.viewer}>
          <Pressable onPress={close} accessibilityRole="button" accessibilityLabel={COPY.close} style={styles.close}>
            <Text style={styles.closeMark}>✕</Text>
          </Pressable>
          <Slides images={images} width={width} height={height * 0.8} index={index} onIndex={setIndex} contentFit="contain" />
          {images.length > 1 ? <Dots items={images} index={index} /> : null}
        </SafeAreaView>
      </Modal>
    </View>
  );
}

const styles = StyleSheet.create({
  dots: { flexDirection: "row", justifyContent: "center", gap: 6, paddingVertical: space.sm },
  dot: { width: 8, height: 8, borderRadius: 4, backgroundColor: colors.border },
  dotActive: { backgroundColor: colors.brand },
  viewer: { flex: 1, backgroundColor: "#000", justifyContent: "center" },
  close: {
    position: "absolute",
    top: space.xl,
    right: space.lg,
    zIndex: 1,
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    alignItems: "center",
    justifyContent: "center",
  },
  closeMark: { color: "#FFF", fontSize: font.title },
});
