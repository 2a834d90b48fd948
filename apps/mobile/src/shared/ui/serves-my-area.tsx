import { localityCopyFor, SEARCH_FILTER_COPY, servesMyAreaLabel } from "@utsav/domain/shopper";
import { StyleSheet } from "react-native";
import { useMyLocality } from "../lib/my-locality";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { FiltersHeading } from "./filters-sheet";
import { LocalityPicker } from "./locality-picker";

interface ServesMyAreaProps {
  /** Whether the draft keeps only the offerings whose vendors serve the locality. */
  checked: boolean;
  /** The draft's toggle: the locality kept, or null for off. */
  onToggle: (locality: string | null) => void;
}

/**
 * The "Serves my area" group of the lists' and search's filters (docs/decisions/0022, 0069), as "Free on my date" is
 * drawn beside it: with a locality chosen, the toggle "Serves my area (Whitefield)" and "Forget Whitefield"; without,
 * the locality picker, whose choice is kept at once and ticks the toggle.
 */
export function ServesMyArea({ checked, onToggle }: ServesMyAreaProps) {
  const myLocality = useMyLocality();
  const { name } = myLocality;
  return (
    <>
      <FiltersHeading>{SEARCH_FILTER_COPY.servesMyArea}</FiltersHeading>
      {name ? (
        <>
          <Checkbox label={servesMyAreaLabel(name)} checked={checked} onChange={(on) => onToggle(on ? name : null)} />
          <Button
            label={localityCopyFor.forget(name)}
            variant="text"
            loading={myLocality.saving}
            onPress={() => void myLocality.choose(null).then((kept) => (kept ? onToggle(null) : undefined))}
            style={styles.forget}
          />
        </>
      ) : (
        <LocalityPicker onChosen={onToggle} />
      )}
    </>
  );
}

const styles = StyleSheet.create({
  forget: { alignSelf: "flex-start" },
});
