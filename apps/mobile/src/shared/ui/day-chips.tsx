import { formatWeekdayDay } from "@utsav/domain/shopper";
import { ScrollView, StyleSheet, View } from "react-native";
import { Pill } from "./pill";
import { space } from "./theme";

interface DayChipsProps {
  /** The days offered, YYYY-MM-DD, each a chip named 'Sat, 12 Dec'. */
  days: readonly string[];
  value: string | null;
  onChange: (day: string) => void;
  /** What the row is for, said by a screen reader. */
  label?: string;
  /** What a screen reader says of a day, when more than its name (why it cannot be had). */
  describe?: (day: string) => string;
  /** A day that cannot be had: greyed out and not pressed. */
  unavailable?: (day: string) => boolean;
}

/**
 * A row of days to choose one from, scrolled sideways: the booking form's event date and the lists' "Your event date".
 * No native date picker (docs/decisions/0018): chips work with a screen reader, in tests and on every device.
 */
export function DayChips({ days, value, onChange, label, describe, unavailable }: DayChipsProps) {
  return (
    <ScrollView horizontal showsHorizontalScrollIndicator={false} keyboardShouldPersistTaps="handled">
      <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.days}>
        {days.map((day) => (
          <Pill
            key={day}
            role="radio"
            label={formatWeekdayDay(day)}
            accessibilityLabel={describe?.(day)}
            disabled={unavailable?.(day) ?? false}
            selected={day === value}
            onPress={() => onChange(day)}
            labelStyle={day === value && styles.selectedDay}
          />
        ))}
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  days: { flexDirection: "row", gap: space.sm },
  selectedDay: { fontWeight: "700" },
});
