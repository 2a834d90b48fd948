import { Image } from "expo-image";
import type { ImageStyle, StyleProp } from "react-native";
import { serverUrl, useApi } from "../../api/api-provider";
import { colors } from "./theme";

interface RemoteImageProps {
  /** The picture's path as the API gives it, or a full address. */
  path: string;
  /** What the picture shows; empty for a decorative one. */
  alt: string;
  style: StyleProp<ImageStyle>;
  contentFit?: "cover" | "contain";
}

/** A picture from the API, kept in memory and on disk, so pictures seen once show offline (expo-image). */
export function RemoteImage({ path, alt, style, contentFit = "cover" }: RemoteImageProps) {
  const { baseUrl } = useApi();
  return (
    <Image
      source={{ uri: serverUrl(baseUrl, path) }}
      cachePolicy="memory-disk"
      contentFit={contentFit}
      transition={150}
      alt={alt}
      accessible={alt !== ""}
      accessibilityLabel={alt}
      accessibilityRole={alt ? "image" : undefined}
      style={[{ backgroundColor: colors.skeleton }, style]}
    />
  );
}
