import { useLocalSearchParams, useRouter } from "expo-router";
import { NetworkError } from "@utsav/api-client/shopper";
import {
  COPY,
  copyFor,
  countActiveSearchFilters,
  EMPTY_SEARCH,
  isSearchable,
  MESSAGES,
  SEARCH,
  suggestionTarget,
  withoutFilters,
  withQuery,
} from "@utsav/domain/shopper";
import type { SuggestionItem } from "@utsav/domain";
import type { SearchState } from "@utsav/domain/client";
import { useState } from "react";
import type { SetStateAction } from "react";
import { FlatList, Keyboard, StyleSheet, Text, TextInput, View } from "react-native";
import { pathOfNavRef, paths } from "../../navigation/paths";
import { notFreeNote, useMyDate } from "../../shared/lib/my-date";
import { useMyLocality } from "../../shared/lib/my-locality";
import { Button } from "../../shared/ui/button";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import { EmptyState, VIEW_ALL_OFFERINGS } from "../../shared/ui/empty-state";
import { ErrorView } from "../../shared/ui/error-view";
import { OfferingCard } from "../../shared/ui/offering-card";
import { OfflineNotice } from "../../shared/ui/offline-notice";
import { ScreenSkeleton } from "../../shared/ui/skeleton";
import { SortButton, SortSheet } from "../../shared/ui/sort-sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { useSearchPageData, useSearchResults, useSuggestions } from "./api/search-calls";
import { SearchFiltersSheet } from "./search-filters-sheet";
import { SuggestionList } from "./suggestion-list";
import { useDebouncedValue } from "../../shared/lib/use-debounced-value";

/**
 * Search (application §2 Search, §5, §9): the box with its categories, suggestions in three sections as the consumer
 * types (debounced, from 2 characters), and once submitted the results in two columns with Filters and Sort By in
 * sheets and Load more while there are more. Before a search: 'Discover amazing vendors and services'; a query under
 * the minimum length (2) asks for more letters instead of searching. Free on my date (docs/decisions/0058) sends the
 * chosen event date as `freeOn`; while it is off, the cards of offerings not free that day say so quietly. The query and
 * the category are the address's (`/search?q=…&category=…`, as the web's), so a link opens the same search and Back
 * comes back to it (docs/decisions/0063).
 */
export function SearchScreen() {
  const router = useRouter();
  const params = useLocalSearchParams<{ q?: string; category?: string }>();
  // The address holds the query and category; the rest of the search is the screen's own.
  const [rest, setRest] = useState<SearchState>(EMPTY_SEARCH);
  const state: SearchState = { ...rest, q: (params.q ?? "").trim(), category: params.category ?? "" };
  const setState = (next: SetStateAction<SearchState>) => {
    const updated = typeof next === "function" ? next(state) : next;
    setRest(updated);
    // One writer of the address: an empty value leaves it out.
    if (updated.q !== state.q || updated.category !== state.category)
      router.setParams({ q: updated.q || undefined, category: updated.category || undefined });
  };
  const [text, setText] = useState(state.q);
  const [sheet, setSheet] = useState<"filters" | "sort" | null>(null);
  const myDate = useMyDate();
  // The toggle keeps the chosen date: a new date moves it, a forgotten one turns it off.
  const [seenDate, setSeenDate] = useState(myDate.date);
  if (myDate.date !== seenDate) {
    setSeenDate(myDate.date);
    if (state.freeOn) setRest((s) => ({ ...s, freeOn: myDate.date ?? "" }));
  }
  // "Serves my area" keeps the chosen locality in the same way (docs/decisions/0069).
  const myLocality = useMyLocality();
  const [seenLocality, setSeenLocality] = useState(myLocality.name);
  if (myLocality.name !== seenLocality) {
    setSeenLocality(myLocality.name);
    if (state.servesArea) setRest((s) => ({ ...s, servesArea: myLocality.name ?? "" }));
  }
  const typed = useDebouncedValue(text, SEARCH.debounceMs);
  const suggesting = typed.trim() !== state.q;
  const suggestions = useSuggestions(suggesting ? typed : "", state.category);
  const pageData = useSearchPageData();
  const results = useSearchResults(state);
  const pages = results.data?.pages ?? [];
  const first = pages[0];
  const offerings = pages.flatMap((page) => page.results);
  // The API puts 'All' (value '') first: the chips are its categories as they come.
  const categories = pageData.data?.filters.categories ?? [];
  const searchable = isSearchable(state.q);
  // Unreachable server: say so, never "No Offerings found" (docs/decisions/0063).
  const offline = results.error instanceof NetworkError;
  const filtered = countActiveSearchFilters(state) > 0;

  const submit = (query: string) => {
    Keyboard.dismiss();
    setText(query);
    setState(withQuery(state, query));
  };
  const pick = (item: SuggestionItem) => {
    const target = suggestionTarget(item);
    if (target.kind === "search") submit(target.query);
    else router.push(pathOfNavRef(target.to));
  };

  const header = (
    <View style={styles.header}>
      <TextInput
        accessibilityLabel={COPY.search}
        accessibilityRole="search"
        placeholder={COPY.searchPlaceholder}
        placeholderTextColor={colors.muted}
        value={text}
        onChangeText={setText}
        onSubmitEditing={() => submit(text)}
        returnKeyType="search"
        autoFocus
        autoCorrect={false}
        maxLength={200}
        style={styles.box}
      />
      {categories.length > 0 ? (
        <ChoiceChips
          choices={categories.map((c) => ({ value: c.value, label: c.label }))}
          value={state.category}
          onChange={(category) => setState((s) => ({ ...s, category }))}
        />
      ) : null}
      {suggesting && suggestions.data ? <SuggestionList sections={suggestions.data.sections} onPick={pick} /> : null}
      {first && offline ? <OfflineNotice onRetry={() => void results.refetch()} retrying={results.isFetching} /> : null}
      {first ? (
        <>
          <Text style={styles.count}>{copyFor.resultsCount(first.totalResults, first.totalResultsCapped)}</Text>
          <View style={styles.bar}>
            <Button
              label={copyFor.filtersApplied(countActiveSearchFilters(state))}
              variant="secondary"
              onPress={() => setSheet("filters")}
              style={styles.barButton}
            />
            <SortButton value={state.sort} onPress={() => setSheet("sort")} style={styles.barButton} />
          </View>
        </>
      ) : null}
    </View>
  );

  const empty = !state.q ? (
    <Text style={styles.discover}>{COPY.discover}</Text>
  ) : !searchable ? (
    // application §5 "minimum query length 2": a shorter query sends nothing, and asks for more letters.
    <Text accessibilityLiveRegion="polite" style={styles.discover}>
      {MESSAGES.searchTooShort}
    </Text>
  ) : results.isPending ? (
    <ScreenSkeleton rows={1} />
  ) : results.isError ? (
    <ErrorView message={offline ? MESSAGES.networkError : MESSAGES.emptyOfferings} onRetry={() => void results.refetch()} />
  ) : (
    // Nothing found: the next step, clearing the filters where there are any, or every offering.
    <EmptyState
      message={MESSAGES.emptyOfferings}
      actions={[
        ...(filtered ? [{ label: COPY.clearAll, onPress: () => setState(withoutFilters(state)) }] : []),
        { label: VIEW_ALL_OFFERINGS, role: "link" as const, onPress: () => router.push(paths.offerings()) },
      ]}
    />
  );

  return (
    <View style={styles.screen}>
      <FlatList
        data={searchable ? offerings : []}
        numColumns={2}
        keyExtractor={(offering) => offering.id}
        columnWrapperStyle={styles.row}
        contentContainerStyle={styles.content}
        keyboardShouldPersistTaps="handled"
        ListHeaderComponent={header}
        ListEmptyComponent={empty}
        renderItem={({ item }) => (
          <View style={styles.half}>
            <OfferingCard offering={item} note={state.freeOn ? null : notFreeNote(myDate.notFree, item.id)} />
          </View>
        )}
        ListFooterComponent={
          results.hasNextPage ? (
            <Button
              label={COPY.loadMore}
              variant="secondary"
              loading={results.isFetchingNextPage}
              onPress={() => void results.fetchNextPage({ cancelRefetch: false })}
            />
          ) : null
        }
      />
      <SearchFiltersSheet
        open={sheet === "filters"}
        onClose={() => setSheet(null)}
        facets={first?.facets ?? []}
        state={state}
        categoryLabels={Object.fromEntries(categories.filter((c) => c.value).map((c) => [c.value, c.label]))}
        onApply={setState}
        myDate={myDate}
      />
      <SortSheet
        open={sheet === "sort"}
        onClose={() => setSheet(null)}
        value={state.sort}
        onChange={(sort) => setState((s) => ({ ...s, sort }))}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: colors.background },
  content: { padding: space.lg, gap: space.md },
  header: { gap: space.md, marginBottom: space.sm },
  box: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: radius.md,
    paddingHorizontal: space.md,
    fontSize: font.body,
    color: colors.text,
    backgroundColor: colors.surface,
  },
  count: { fontSize: font.small, color: colors.muted },
  bar: { flexDirection: "row", gap: space.md },
  barButton: { flex: 1 },
  row: { gap: space.md },
  half: { flex: 1, maxWidth: "50%" },
  discover: { fontSize: font.large, color: colors.muted, textAlign: "center", padding: space.xl },
});
