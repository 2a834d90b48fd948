import { addDays, indianDate, MY_DATE_COPY, myDateProblem, TERMS_COPY } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { DayChips } from "./day-chips";
import { TextField } from "./text-field";
import { colors, font, space } from "./theme";

/** How many days the row offers from today; a later day is typed. */
export const MY_DATE_DAYS_SHOWN = 14;

interface MyDateFieldProps {
  value: string | null;
  onChoose: (date: string) => void;
}

/**
 * "Your event date" (docs/decisions/0058): a row of the next two weeks' days, as the booking form's, and for a later
 * day a box that takes YYYY-MM-DD, kept once it is a whole date the API would keep (from today, within two years).
 */
export function MyDateField({ value, onChoose }: MyDateFieldProps) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const today = indianDate();
  const days = Array.from({ length: MY_DATE_DAYS_SHOWN }, (_, i) => addDays(today, i));
  const commit = (date: string) => {
    const found = myDateProblem(date);
    setProblem(found);
    if (!found) onChoose(date);
  };
  return (
    <View style={styles.field}>
      <Text style={styles.label}>{MY_DATE_COPY.label}</Text>
      <Text style={styles.hint}>{MY_DATE_COPY.hint}</Text>
      <DayChips
        days={days}
        value={value}
        label={MY_DATE_COPY.label}
        onChange={(day) => {
          setProblem(null);
          onChoose(day);
        }}
      />
      <TextField
        label={TERMS_COPY.otherEventDate}
        value={typed}
        onChangeText={(text) => {
          const date = text.trim();
          setTyped(date);
          setProblem(null);
          if (date.length === 10) commit(date);
        }}
        onSubmitEditing={() => commit(typed)}
        placeholder={addDays(today, MY_DATE_DAYS_SHOWN)}
        keyboardType="numbers-and-punctuation"
        autoCapitalize="none"
        autoCorrect={false}
        maxLength={10}
        error={problem}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.sm },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
});
