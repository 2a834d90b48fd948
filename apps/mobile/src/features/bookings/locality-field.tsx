import { BOOKING_EVENT_COPY } from "@utsav/domain/shopper";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { useLocalitySuggestions } from "./api/shopper";

interface LocalityFieldProps {
  value: string;
  onChange: (locality: string) => void;
  /** A locality chosen: a suggestion pressed, or the box left with a name or pincode in it. */
  onChosen?: (locality: string) => void;
  error?: string | null;
  /** The vendor's "Serves {locality}" for the chosen one. */
  note?: string | null;
}

/** The most suggestions shown under the box: a short list to pick from with a thumb. */
const SHOWN = 5;

/**
 * The booking form's locality (issue 38), as the web's (shared/ui/locality-field.tsx): a box whose suggestions are
 * Bengaluru's localities matching what is typed, a name or a pincode (GET /api/localities), each a button that fills
 * the box. So a locality the server does not know is refused with a list to choose from that is really there. What
 * is chosen is checked against the vendor's area at once (docs/decisions/0064), not only when the booking is sent.
 */
export function LocalityField({ value, onChange, onChosen, error, note }: LocalityFieldProps) {
  const typed = value.trim().toLowerCase();
  const names = useLocalitySuggestions(value)
    .filter((name) => name.toLowerCase() !== typed)
    .slice(0, SHOWN);
  return (
    <View style={styles.field}>
      <TextField
        label={BOOKING_EVENT_COPY.localityField}
        value={value}
        onChangeText={onChange}
        onEndEditing={() => onChosen?.(value.trim())}
        error={error}
        placeholder={BOOKING_EVENT_COPY.localityPlaceholder}
        autoCapitalize="words"
        autoCorrect={false}
        textContentType="sublocality"
        maxLength={80}
      />
      {names.length > 0 ? (
        <View accessibilityRole="list" accessibilityLabel={BOOKING_EVENT_COPY.localitySuggestions} style={styles.list}>
          {names.map((name) => (
            // A list holds list items (ARIA), each the suggestion's button.
            <View key={name} role="listitem">
              <Pressable
                accessibilityRole="button"
                accessibilityLabel={name}
                accessibilityHint={BOOKING_EVENT_COPY.localitySuggestionHint}
                onPress={() => {
                  onChange(name);
                  onChosen?.(name);
                }}
                style={({ pressed }) => [styles.item, pressed && styles.pressed]}
              >
                <Text style={styles.name}>{name}</Text>
              </Pressable>
            </View>
          ))}
        </View>
      ) : null}
      {note && !error ? (
        <Text accessibilityLiveRegion="polite" style={styles.note}>
          ✓ {note}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.xs },
  list: { borderWidth: 1, borderColor: colors.border, borderRadius: radius.md, backgroundColor: colors.surface },
  item: { minHeight: TOUCH_TARGET, justifyContent: "center", paddingHorizontal: space.md },
  pressed: { backgroundColor: colors.background },
  name: { fontSize: font.body, color: colors.text },
  note: { fontSize: font.small, color: colors.verified },
});
