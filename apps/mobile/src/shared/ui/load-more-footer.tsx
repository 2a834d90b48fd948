import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/** The paging half of a TanStack infinite query, as a list's footer reads it. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A paged list's end while more exist: why the last page failed (in the API's words), and the button that asks for the
 * next one, which screen reader and switch users reach without scrolling (docs/decisions/0068). Nothing once all are read.
 */
export function LoadMoreFooter({ pages, label = COPY.loadMore }: { pages: NextPages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <View style={styles.footer}>
      {pages.isFetchNextPageError && pages.error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {pages.error.message}
        </Text>
      ) : null}
      <Button label={label} variant="secondary" loading={pages.isFetchingNextPage} onPress={() => void pages.fetchNextPage()} />
    </View>
  );
}

const styles = StyleSheet.create({
  footer: { gap: space.sm },
  error: { fontSize: font.body, color: colors.error },
});
