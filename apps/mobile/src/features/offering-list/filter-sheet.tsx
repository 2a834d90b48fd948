import {
  CATEGORY_LABELS,
  categoriesIn,
  COPY,
  DEFAULT_FILTERS,
  PRICE_STEP,
  priceBounds,
  sameFilters,
  SEARCH,
  sliderRange,
  toggleIn,
  vendorsIn,
  withPriceRange,
} from "@utsav/domain/client";
import type { OfferingCard } from "@utsav/domain";
import type { OfferingFilters } from "@utsav/domain/client";
import { useState } from "react";
import { StyleSheet, Text } from "react-native";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { ChoiceChips } from "../../shared/ui/choice-chips";
import { RangeSlider } from "../../shared/ui/range-slider";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, space } from "../../shared/ui/theme";

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  offerings: OfferingCard[];
  applied: OfferingFilters;
  onApply: (filters: OfferingFilters) => void;
}

function Heading({ children }: { children: string }) {
  return (
    <Text accessibilityRole="header" style={styles.heading}>
      {children}
    </Text>
  );
}

/**
 * The filters, edited as a draft in a sheet (application §2): price, rating, category and vendor. Apply commits and
 * is disabled while the draft equals the applied selection; Clear All resets to the full range and 'All'.
 */
export function FilterSheet({ open, onClose, offerings, applied, onApply }: FilterSheetProps) {
  const [draft, setDraft] = useState(applied);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from what is applied: a draft closed without Apply is dropped.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  const bounds = priceBounds(offerings);
  const categories = categoriesIn(offerings);
  const vendors = vendorsIn(offerings);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={COPY.filters}
      size="full"
      footer={
        <>
          <Button label={COPY.clearAll} variant="secondary" onPress={() => setDraft(DEFAULT_FILTERS)} style={styles.footerButton} />
          <Button
            label={COPY.apply}
            disabled={sameFilters(draft, applied)}
            onPress={() => {
              onApply(draft);
              onClose();
            }}
            style={styles.footerButton}
          />
        </>
      }
    >
      <Heading>{COPY.priceRange}</Heading>
      <RangeSlider
        value={sliderRange(draft, bounds)}
        bounds={bounds}
        step={PRICE_STEP}
        onChange={(range) => setDraft((d) => withPriceRange(d, range, bounds))}
      />
      <Heading>{COPY.rating}</Heading>
      <ChoiceChips<number>
        choices={[...SEARCH.ratingOptions]}
        value={draft.minRating}
        onChange={(minRating) => setDraft((d) => ({ ...d, minRating }))}
      />
      {categories.length > 1 ? (
        <>
          <Heading>{COPY.categories}</Heading>
          {categories.map((category) => (
            <Checkbox
              key={category}
              label={CATEGORY_LABELS[category]}
              checked={draft.categories.includes(category)}
              onChange={() => setDraft((d) => ({ ...d, categories: toggleIn(d.categories, category) }))}
            />
          ))}
        </>
      ) : null}
      {vendors.length > 1 ? (
        <>
          <Heading>{COPY.vendors}</Heading>
          {vendors.map((vendor) => (
            <Checkbox
              key={vendor}
              label={vendor}
              checked={draft.vendors.includes(vendor)}
              onChange={() => setDraft((d) => ({ ...d, vendors: toggleIn(d.vendors, vendor) }))}
            />
          ))}
        </>
      ) : null}
    </Sheet>
  );
}

const styles = StyleSheet.create({
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text, marginTop: space.sm },
  footerButton: { flex: 1 },
});
