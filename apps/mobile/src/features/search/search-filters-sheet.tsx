import { COPY, PRICE_STEP, SEARCH, withoutFilters, isFullPriceRange } from "@utsav/domain/client";
import type { Facet } from "@utsav/domain";
import type { SearchState } from "@utsav/domain/client";
import { useState } from "react";
import { StyleSheet, Text } from "react-native";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import type { Choice } from "../../shared/ui/choice-chips";
import { RangeSlider } from "../../shared/ui/range-slider";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space } from "../../shared/ui/theme";

interface SearchFiltersSheetProps {
  open: boolean;
  onClose: () => void;
  /** The facets of the current results: which values exist and how many results each has. */
  facets: Facet[];
  state: SearchState;
  /** Labels of the categories (the search page data), for a chosen category the facets no longer list. */
  categoryLabels: Record<string, string>;
  onApply: (next: SearchState) => void;
}

/** Facet values, plus the chosen ones the current results no longer show, so a choice can always be undone. */
function choicesOf(facet: Facet | undefined, chosen: string[], labelOf: (value: string) => string = (v) => v): Choice<string>[] {
  const choices: Choice<string>[] = (facet?.values ?? []).map((v) => ({ value: v.value, label: v.label, count: v.count }));
  for (const value of chosen) if (!choices.some((c) => c.value === value)) choices.push({ value, label: labelOf(value) });
  return choices;
}

function Heading({ children }: { children: string }) {
  return (
    <Text accessibilityRole="header" style={styles.heading}>
      {children}
    </Text>
  );
}

/**
 * The search's filter sections (application §2 Search): Categories, Occasions, Locations, Rating, Price Range and
 * Verified Vendors, edited as a draft in a sheet; Apply commits it, Clear All resets them keeping the query and sort.
 */
export function SearchFiltersSheet({ open, onClose, facets, state, categoryLabels, onApply }: SearchFiltersSheetProps) {
  const [draft, setDraft] = useState(state);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(state);
  }
  const facet = (field: Facet["field"]) => facets.find((f) => f.field === field);
  const all: Choice<string> = { value: "", label: COPY.all };
  const categories = choicesOf(facet("category"), draft.category ? [draft.category] : [], (v) => categoryLabels[v] ?? v);
  const occasions = choicesOf(facet("occasion"), draft.occasion);
  const locations = choicesOf(facet("location"), draft.location ? [draft.location] : []);
  const ratingCounts = new Map((facet("rating")?.values ?? []).map((v) => [Number(v.value), v.count]));
  const verifiedCount = facet("verified")?.values.find((v) => v.value === "true")?.count;

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={COPY.filters}
      size="full"
      footer={
        <>
          <Button label={COPY.clearAll} variant="secondary" onPress={() => setDraft(withoutFilters(draft))} style={styles.footerButton} />
          <Button
            label={COPY.apply}
            onPress={() => {
              onApply(draft);
              onClose();
            }}
            style={styles.footerButton}
          />
        </>
      }
    >
      {categories.length > 0 ? (
        <>
          <Heading>{COPY.categories}</Heading>
          <ChoiceChips
            choices={[all, ...categories]}
            value={draft.category}
            onChange={(category) => setDraft((d) => ({ ...d, category }))}
          />
        </>
      ) : null}
      {occasions.length > 0 ? (
        <>
          <Heading>{COPY.occasions}</Heading>
          {occasions.map((option) => (
            <Checkbox
              key={option.value}
              label={option.count === undefined ? option.label : `${option.label} (${option.count})`}
              checked={draft.occasion.includes(option.value)}
              onChange={(checked) =>
                setDraft((d) => ({
                  ...d,
                  occasion: checked ? [...d.occasion, option.value] : d.occasion.filter((v) => v !== option.value),
                }))
              }
            />
          ))}
        </>
      ) : null}
      {locations.length > 0 ? (
        <>
          <Heading>{COPY.locations}</Heading>
          <ChoiceChips
            choices={[all, ...locations]}
            value={draft.location}
            onChange={(location) => setDraft((d) => ({ ...d, location }))}
          />
        </>
      ) : null}
      <Heading>{COPY.rating}</Heading>
      <ChoiceChips<number>
        choices={SEARCH.ratingOptions.map((o) => ({
          value: o.value,
          label: o.label,
          count: o.value > 0 ? ratingCounts.get(o.value) : undefined,
        }))}
        value={draft.rating}
        onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
      />
      <Heading>{COPY.priceRange}</Heading>
      <RangeSlider
        value={draft.price ?? SEARCH.priceRange}
        bounds={SEARCH.priceRange}
        step={PRICE_STEP}
        onChange={(price) => setDraft((d) => ({ ...d, price: isFullPriceRange(price) ? null : price }))}
      />
      <Heading>{COPY.verifiedVendors}</Heading>
      <Checkbox
        label={verifiedCount === undefined ? COPY.verifiedVendors : `${COPY.verifiedVendors} (${verifiedCount})`}
        checked={draft.verified}
        onChange={(verified) => setDraft((d) => ({ ...d, verified }))}
      />
    </Sheet>
  );
}

const styles = StyleSheet.create({
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text, marginTop: space.sm },
  footerButton: { flex: 1 },
});
