import { LOCALITY_COPY, localityCopyFor } from "@utsav/domain/shopper";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { useLocalities } from "../../api/localities-query";
import { useMyLocality } from "../lib/my-locality";
import { Button } from "./button";
import { TextField } from "./text-field";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

/** The most localities listed under the box: a short list to pick from with a thumb. */
const SHOWN = 6;

interface LocalityPickerProps {
  /** After a locality is kept, or forgotten. */
  onChosen?: (name: string | null) => void;
}

/**
 * The location popup's locality field, as the web's (features/layout/locality-picker.tsx, docs/decisions/0022): a
 * shopper types a name or a pincode and picks one of the Bengaluru localities found, each with its pincodes. When none
 * matches, a status says so and what to do. The chosen one can be forgotten. Kept as useMyLocality keeps it (0069).
 */
export function LocalityPicker({ onChosen }: LocalityPickerProps) {
  const myLocality = useMyLocality();
  const [typed, setTyped] = useState("");
  const found = useLocalities(typed);
  const text = typed.trim();
  // What is listed belongs to what is typed now.
  const current = found.text === text;
  const localities = text && current ? found.localities.slice(0, SHOWN) : [];
  const noMatch = text !== "" && current && found.answered && found.localities.length === 0;
  const choose = async (name: string | null) => {
    if (await myLocality.choose(name)) {
      setTyped("");
      onChosen?.(name);
    }
  };
  return (
    <View style={styles.picker}>
      <TextField
        label={LOCALITY_COPY.label}
        placeholder={LOCALITY_COPY.placeholder}
        value={typed}
        onChangeText={setTyped}
        onSubmitEditing={() => {
          const [only, ...others] = localities;
          if (only && others.length === 0) void choose(only.name);
        }}
        autoCapitalize="words"
        autoCorrect={false}
        textContentType="sublocality"
        returnKeyType="search"
        maxLength={80}
      />
      {myLocality.error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {myLocality.error}
        </Text>
      ) : null}
      <View accessibilityLiveRegion="polite" role="status">
        {noMatch ? (
          <>
            <Text style={styles.noMatch}>{localityCopyFor.noMatch(text)}</Text>
            <Text style={styles.hint}>{LOCALITY_COPY.noMatchHint}</Text>
          </>
        ) : null}
      </View>
      {localities.length > 0 ? (
        <View accessibilityRole="list" accessibilityLabel={LOCALITY_COPY.list} style={styles.list}>
          {localities.map((locality) => (
            <View key={locality.name} role="listitem">
              <Pressable
                accessibilityRole="button"
                accessibilityLabel={`${locality.name}, ${locality.pincodes.join(", ")}`}
                accessibilityState={{ disabled: myLocality.saving }}
                disabled={myLocality.saving}
                onPress={() => void choose(locality.name)}
                style={({ pressed }) => [styles.item, pressed && styles.pressed]}
              >
                <Text style={styles.name}>{locality.name}</Text>
                <Text style={styles.pincodes}>{locality.pincodes.join(", ")}</Text>
              </Pressable>
            </View>
          ))}
        </View>
      ) : null}
      {myLocality.name ? (
        <Button
          label={localityCopyFor.forget(myLocality.name)}
          variant="text"
          loading={myLocality.saving}
          onPress={() => void choose(null)}
          style={styles.forget}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  picker: { gap: space.sm },
  error: { fontSize: font.body, color: colors.error },
  noMatch: { fontSize: font.body, fontWeight: "600", color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
  list: { borderWidth: 1, borderColor: colors.border, borderRadius: radius.md, backgroundColor: colors.surface },
  item: { minHeight: TOUCH_TARGET, justifyContent: "center", paddingHorizontal: space.md, paddingVertical: space.xs },
  pressed: { backgroundColor: colors.background },
  name: { fontSize: font.body, color: colors.text },
  pincodes: { fontSize: font.small, color: colors.muted },
  forget: { alignSelf: "flex-start" },
});
