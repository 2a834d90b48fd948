import { MY_DATE_COPY, myDateCopyFor } from "@utsav/domain/shopper";
import { StyleSheet, Text } from "react-native";
import type { MyDate } from "../lib/my-date";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { FiltersHeading } from "./filters-sheet";
import { MyDateField } from "./my-date-field";
import { colors, font } from "./theme";

interface FreeOnMyDateProps {
  myDate: MyDate;
  /** Whether the draft keeps only the offerings free on the date. */
  checked: boolean;
  /** The draft's toggle: the date kept, or null for off. */
  onToggle: (date: string | null) => void;
}

/**
 * The "Free on my date" group of the lists' and search's filters (docs/decisions/0058): with a date chosen, the toggle
 * "Free on Sat, 12 Dec" and "Clear the date"; without, the date field, whose choice is kept at once (as the locality
 * is) and ticks the toggle. What the API refuses is said here, in its words.
 */
export function FreeOnMyDate({ myDate, checked, onToggle }: FreeOnMyDateProps) {
  const { date } = myDate;
  const choose = async (next: string | null) => {
    if (await myDate.choose(next)) onToggle(next);
  };
  return (
    <>
      <FiltersHeading>{MY_DATE_COPY.freeOnMyDate}</FiltersHeading>
      {date ? (
        <>
          <Checkbox label={myDateCopyFor.freeOn(date)} checked={checked} onChange={(on) => onToggle(on ? date : null)} />
          <Button
            label={MY_DATE_COPY.clear}
            variant="text"
            loading={myDate.saving}
            onPress={() => void choose(null)}
            style={styles.clear}
          />
        </>
      ) : (
        <MyDateField value={null} onChoose={(next) => void choose(next)} />
      )}
      {myDate.error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {myDate.error}
        </Text>
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  clear: { alignSelf: "flex-start" },
  error: { fontSize: font.body, color: colors.error },
});
