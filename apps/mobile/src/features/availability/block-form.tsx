import { AVAILABILITY, AVAILABILITY_COPY, formatLongDate, isIsoDate } from "@utsav/domain/shopper";
import type { BlockEntry } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";

interface BlockFormProps {
  entry: BlockEntry;
  onChange: (entry: BlockEntry) => void;
  /** The domain's checks of what was typed (blockProblems), once Block dates was pressed. */
  problems: Partial<Record<keyof BlockEntry, string>>;
  /** The API's refusal of the last block, in its words. */
  failure: string | null;
  /** This form's block is on its way. */
  sending: boolean;
  /** Another act is on its way. */
  busy: boolean;
  onSubmit: () => void;
  /** Today in India, YYYY-MM-DD: the dates' example. */
  today: string;
}

/** A typed day said back in words, so the vendor sees which day it is. */
function DayInWords({ date }: { date: string }) {
  return isIsoDate(date) ? <Text style={styles.hint}>{formatLongDate(date)}</Text> : null;
}

/**
 * 'Block dates' as on the web (docs/decisions/0056): the first day, the last (empty for one day) and a note only the
 * vendor sees, at most AVAILABILITY.noteMax characters. Days pressed on the grid fill the dates; they can be typed as
 * YYYY-MM-DD too, as the booking form's date (docs/decisions/0018). The API's refusal shows above the button, the days
 * kept.
 */
export function BlockForm({ entry, onChange, problems, failure, sending, busy, onSubmit, today }: BlockFormProps) {
  const dateInput = { keyboardType: "numbers-and-punctuation", autoCapitalize: "none", autoCorrect: false, maxLength: 10 } as const;
  return (
    <View style={styles.form}>
      <Text accessibilityRole="header" style={styles.heading}>
        {AVAILABILITY_COPY.blockTitle}
      </Text>
      <Text style={styles.text}>{AVAILABILITY_COPY.blockLead}</Text>
      <TextField
        label={AVAILABILITY_COPY.startsOn}
        required
        value={entry.startsOn}
        onChangeText={(startsOn) => onChange({ ...entry, startsOn: startsOn.trim() })}
        placeholder={today}
        error={problems.startsOn}
        {...dateInput}
      />
      <DayInWords date={entry.startsOn} />
      <TextField
        label={AVAILABILITY_COPY.endsOn}
        value={entry.endsOn}
        onChangeText={(endsOn) => onChange({ ...entry, endsOn: endsOn.trim() })}
        placeholder={entry.startsOn || today}
        accessibilityHint={problems.endsOn ?? AVAILABILITY_COPY.endsOnHint}
        error={problems.endsOn}
        {...dateInput}
      />
      {entry.endsOn ? <DayInWords date={entry.endsOn} /> : <Text style={styles.hint}>{AVAILABILITY_COPY.endsOnHint}</Text>}
      <TextField
        label={AVAILABILITY_COPY.note}
        value={entry.note}
        onChangeText={(note) => onChange({ ...entry, note })}
        maxLength={AVAILABILITY.noteMax}
        accessibilityHint={problems.note ?? AVAILABILITY_COPY.noteHint}
        error={problems.note}
      />
      <Text style={styles.hint}>{AVAILABILITY_COPY.noteHint}</Text>
      {failure ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {failure}
        </Text>
      ) : null}
      <Button label={AVAILABILITY_COPY.blockButton} loading={sending} disabled={busy} onPress={onSubmit} />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.sm },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
  error: { fontSize: font.body, color: colors.error },
});
