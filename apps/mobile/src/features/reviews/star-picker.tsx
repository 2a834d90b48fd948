import { REVIEW_COPY, REVIEW_LIMITS } from "@utsav/domain/shopper";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { STAR_COLOUR } from "../../shared/ui/review-parts";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";

const STARS = Array.from({ length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 }, (_, i) => REVIEW_LIMITS.ratingMin + i);

interface StarPickerProps {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | null;
}

/**
 * Whole stars 1–5 (docs/decisions/0060): five radio buttons a screen reader announces as "3 stars", each a 44-point
 * target; the stars up to the chosen one are filled.
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  return (
    <View style={styles.field}>
      <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>
        {REVIEW_COPY.ratingLabel}
        <Text style={styles.required}> *</Text>
      </Text>
      <View accessibilityRole="radiogroup" accessibilityLabel={REVIEW_COPY.ratingLabel} style={styles.stars}>
        {STARS.map((stars) => {
          const checked = value === stars;
          return (
            <Pressable
              key={stars}
              accessibilityRole="radio"
              accessibilityLabel={REVIEW_COPY.starLabel(stars)}
              accessibilityState={{ checked, selected: checked }}
              // The web export writes an unchecked state only from the aria prop, and a radio must say it (ARIA).
              aria-checked={checked}
              onPress={() => onChange(stars)}
              style={({ pressed }) => [styles.star, pressed && styles.pressed]}
            >
              <Text style={[styles.glyph, value !== null && stars <= value ? styles.filled : styles.empty]}>
                {value !== null && stars <= value ? "★" : "☆"}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          ⚠ {error}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.xs },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  required: { color: colors.error },
  stars: { flexDirection: "row", gap: space.xs },
  star: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET, alignItems: "center", justifyContent: "center" },
  pressed: { opacity: 0.7 },
  glyph: { fontSize: 32 },
  filled: { color: STAR_COLOUR },
  empty: { color: colors.muted },
  error: { color: colors.error, fontSize: font.small },
});
