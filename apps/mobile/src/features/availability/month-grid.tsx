import { AVAILABILITY_COPY, availabilityCopyFor } from "@utsav/domain/shopper";
import { weeksOf } from "@utsav/domain/vendor-app";
import type { CalendarDay } from "@utsav/domain";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

interface MonthGridProps {
  /** YYYY-MM */
  month: string;
  /** The month's title, which names the grid for a screen reader. */
  title: string;
  /** The vendor's day as the calendar read it (a day it did not answer is free, at the vendor's capacity). */
  dayOf: (date: string) => CalendarDay;
  /** The block's note on a blocked day, said with it. */
  noteOn: (date: string) => string | null;
  /** Today in India: days before it are shown with what was booked, and cannot be pressed. */
  today: string;
  /** The days the block form holds, shown chosen. */
  range: { startsOn: string; endsOn: string };
  onPick: (date: string) => void;
}

/**
 * One month of the vendor's days, Monday first, as the web's grid (docs/decisions/0057): each day a button of at least
 * 44 points named in words ("Sat, 12 Dec: 2 of 3 booked", "…: blocked (Diwali at home)", "…: full, 3 of 3 booked"),
 * with its number and its mark (Blocked, Full, 2/3) for the eye. A day gone by is greyed and not pressed, but a screen
 * reader still reaches it and hears what was booked.
 */
export function MonthGrid({ month, title, dayOf, noteOn, today, range, onPick }: MonthGridProps) {
  const lastPicked = range.endsOn || range.startsOn;
  const chosen = (date: string) => range.startsOn !== "" && date >= range.startsOn && date <= lastPicked;
  return (
    <View accessibilityLabel={title} style={styles.grid}>
      {/* Each day's name says its weekday: the column heads are for the eye. */}
      <View style={styles.week} importantForAccessibility="no-hide-descendants" accessibilityElementsHidden>
        {AVAILABILITY_COPY.weekdays.map((short) => (
          <Text key={short} style={styles.weekday}>
            {short}
          </Text>
        ))}
      </View>
      {weeksOf(month).map((week) => (
        <View key={week.find(Boolean)} style={styles.week}>
          {week.map((date, index) => {
            if (!date) return <View key={`gap-${index}`} style={styles.gap} />;
            const day = dayOf(date);
            const gone = date < today;
            const mark = availabilityCopyFor.vendorMark(day);
            const selected = chosen(date);
            return (
              <Pressable
                key={date}
                accessibilityRole="button"
                accessibilityLabel={availabilityCopyFor.vendorDay(day, noteOn(date))}
                accessibilityState={{ disabled: gone, selected }}
                disabled={gone}
                onPress={() => onPick(date)}
                style={({ pressed }) => [
                  styles.day,
                  day.booked > 0 && styles.some,
                  day.full && styles.full,
                  day.blocked && styles.blocked,
                  date === today && styles.today,
                  selected && styles.selected,
                  gone && styles.gone,
                  pressed && styles.pressed,
                ]}
              >
                <Text style={[styles.number, selected && styles.selectedText]}>{Number(date.slice(8, 10))}</Text>
                {mark ? (
                  <Text numberOfLines={1} adjustsFontSizeToFit style={[styles.mark, selected && styles.selectedText]}>
                    {mark}
                  </Text>
                ) : null}
              </Pressable>
            );
          })}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  grid: { gap: 2 },
  week: { flexDirection: "row", gap: 2 },
  weekday: { flex: 1, textAlign: "center", fontSize: font.small, color: colors.muted, paddingVertical: space.xs },
  gap: { flex: 1 },
  day: {
    flex: 1,
    minHeight: TOUCH_TARGET + space.sm,
    alignItems: "center",
    justifyContent: "center",
    borderRadius: radius.sm,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
    paddingHorizontal: 1,
  },
  some: { backgroundColor: colors.notice },
  full: { backgroundColor: colors.errorSurface, borderColor: colors.error },
  blocked: { backgroundColor: colors.skeleton, borderColor: colors.muted },
  today: { borderWidth: 2, borderColor: colors.primary },
  selected: { backgroundColor: colors.primary, borderColor: colors.primary },
  selectedText: { color: colors.onPrimary },
  gone: { opacity: 0.5 },
  pressed: { opacity: 0.8 },
  number: { fontSize: font.body, fontWeight: "600", color: colors.text },
  mark: { fontSize: 10, color: colors.text },
});
