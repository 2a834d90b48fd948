import { useRouter } from "expo-router";
import { applyFilters, COPY, copyFor, countActiveFilters, MESSAGES, sortOfferings } from "@utsav/domain/shopper";
import type { OfferingCard as OfferingCardData } from "@utsav/domain";
import type { SortValue } from "@utsav/domain/client";
import { useEffect, useMemo, useState } from "react";
import { FlatList, StyleSheet, Text, useWindowDimensions, View } from "react-native";
import { paths } from "../../navigation/paths";
import { keepFree, notFreeNote, useMyDate } from "../../shared/lib/my-date";
import { keepServed, useMyLocality } from "../../shared/lib/my-locality";
import { Button } from "../../shared/ui/button";
import { EmptyState, VIEW_ALL_OFFERINGS } from "../../shared/ui/empty-state";
import { OfferingCard } from "../../shared/ui/offering-card";
import { SortButton, SortSheet } from "../../shared/ui/sort-sheet";
import { colors, font, space } from "../../shared/ui/theme";
import { FilterSheet, NO_LIST_FILTERS } from "./filter-sheet";
import type { ListFilters } from "./filter-sheet";

/** spec: application §2 "Grid columns: small phone 1, phone 2". */
const SMALL_PHONE_WIDTH = 360;

interface OfferingListScreenProps {
  title: string;
  description?: string;
  /** The offerings read so far, in the catalogue's order. */
  offerings: OfferingCardData[];
  /** How many the server holds (the first page says). */
  totalCount: number;
  /** Whether the server holds a page not read yet, and whether it is being read. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last page asked for failed: it is asked again only by the consumer (Load more, or scrolling). */
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** The list of every offering: its empty state cannot offer 'View All Offerings'. */
  everyOffering?: boolean;
}

/**
 * A list of offerings with its filter bar (application §2 Offering list and filter bar): Filters with a badge of
 * how many differ from the defaults, and Sort By, both in sheets; filtering and sorting run on the phone. With a
 * locality chosen (docs/decisions/0069), "Serves my area" leaves out the offerings whose vendors do not serve it, and with
 * an event date (0058), "Free on …" those whose vendors cannot take it; while they are off, the cards say so quietly.
 *
 * Pages (docs/decisions/0068): the first page paints at once; the next is read as the list nears its end, or by Load
 * more, which screen readers reach (application §4 "reaching the end loads more while more exist and none is in
 * flight"). Filtering and sorting run over every offering (application §2 "client-side filtering"), so opening the
 * filters, or a filter or sort in force, reads the remaining pages.
 */
export function OfferingListScreen(props: OfferingListScreenProps) {
  const { title, description, offerings, totalCount, hasMore, loadingMore, loadMoreFailed, onLoadMore, everyOffering = false } = props;
  const router = useRouter();
  const { width } = useWindowDimensions();
  const myDate = useMyDate();
  const myLocality = useMyLocality();
  const [filters, setFilters] = useState<ListFilters>(NO_LIST_FILTERS);
  const [sort, setSort] = useState<SortValue | null>(null);
  const [sheet, setSheet] = useState<"filters" | "sort" | null>(null);
  // The toggle follows the chosen date: a forgotten date turns it off.
  const freeOnly = filters.freeOnly && myDate.date !== null;
  const notFree = myDate.notFree;
  // So does "Serves my area" follow the chosen locality.
  const servesOnly = filters.servesOnly && myLocality.name !== null;
  const unserved = myLocality.unserved;
  const shown = useMemo(() => {
    const kept = applyFilters(offerings, filters.filters);
    const served = servesOnly ? keepServed(kept, unserved) : kept;
    return sortOfferings(freeOnly ? keepFree(served, notFree) : served, sort);
  }, [offerings, filters, servesOnly, unserved, freeOnly, notFree, sort]);
  const columns = width < SMALL_PHONE_WIDTH ? 1 : 2;
  const active = countActiveFilters(filters.filters) + (servesOnly ? 1 : 0) + (freeOnly ? 1 : 0);
  const needsEvery = active > 0 || sort !== null || sheet === "filters";
  const loadMore = () => {
    if (hasMore && !loadingMore) onLoadMore();
  };
  useEffect(() => {
    if (needsEvery && hasMore && !loadingMore && !loadMoreFailed) onLoadMore();
  }, [needsEvery, hasMore, loadingMore, loadMoreFailed, onLoadMore]);
  // Nothing to show: clear the filters where there are any, else every offering (or search, from every offering).
  const nextStep =
    active > 0
      ? { label: COPY.clearAll, onPress: () => setFilters(NO_LIST_FILTERS) }
      : everyOffering
        ? { label: COPY.search, role: "link" as const, onPress: () => router.push(paths.search()) }
        : { label: VIEW_ALL_OFFERINGS, role: "link" as const, onPress: () => router.push(paths.offerings()) };

  return (
    <View style={styles.screen}>
      <FlatList
        key={columns}
        data={shown}
        numColumns={columns}
        keyExtractor={(offering) => offering.id}
        columnWrapperStyle={columns > 1 ? styles.row : undefined}
        contentContainerStyle={styles.content}
        ListHeaderComponent={
          <View style={styles.header}>
            <Text accessibilityRole="header" style={styles.title}>
              {title}
            </Text>
            {description ? <Text style={styles.description}>{description}</Text> : null}
            <View style={styles.bar}>
              <Button
                label={copyFor.filtersApplied(active)}
                variant="secondary"
                onPress={() => setSheet("filters")}
                style={styles.barButton}
              />
              <SortButton value={sort} onPress={() => setSheet("sort")} style={styles.barButton} />
            </View>
            <Text style={styles.count}>{copyFor.offeringsCount(active > 0 ? shown.length : totalCount)}</Text>
          </View>
        }
        ListEmptyComponent={hasMore ? null : <EmptyState message={MESSAGES.emptyOfferings} actions={[nextStep]} />}
        onEndReached={loadMore}
        onEndReachedThreshold={0.5}
        ListFooterComponent={hasMore ? <Button label={COPY.loadMore} variant="secondary" loading={loadingMore} onPress={loadMore} /> : null}
        renderItem={({ item }) => (
          <View style={columns > 1 ? styles.half : undefined}>
            <OfferingCard offering={item} note={freeOnly ? null : notFreeNote(notFree, item.id)} />
          </View>
        )}
      />
      <FilterSheet
        open={sheet === "filters"}
        onClose={() => setSheet(null)}
        offerings={offerings}
        applied={filters}
        onApply={setFilters}
        myDate={myDate}
        locality={myLocality.name}
      />
      <SortSheet open={sheet === "sort"} onClose={() => setSheet(null)} value={sort} onChange={setSort} />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  content: { padding: space.lg, gap: space.md },
  header: { gap: space.sm, marginBottom: space.sm },
  title: { fontSize: font.title + 2, fontWeight: "800", color: colors.text },
  description: { fontSize: font.body, color: colors.muted },
  bar: { flexDirection: "row", gap: space.md },
  barButton: { flex: 1 },
  count: { fontSize: font.small, color: colors.muted },
  row: { gap: space.md },
  half: { flex: 1, maxWidth: "50%" },
});
