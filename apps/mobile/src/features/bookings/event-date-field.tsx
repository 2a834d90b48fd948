import {
  addDays,
  availabilityCopyFor,
  earliestEventDate,
  formatLongDate,
  isIsoDate,
  leadTimeLine,
  pickerStart,
  TERMS_COPY,
  unavailableReason,
} from "@utsav/domain/shopper";
import type { PickerAvailability } from "@utsav/domain/client";
import { StyleSheet, Text, View } from "react-native";
import { DayChips } from "../../shared/ui/day-chips";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";

/** How many days the row offers, from the first the vendor can take: two weeks covers most bookings here. */
export const EVENT_DAYS_SHOWN = 14;

interface EventDateFieldProps {
  leadTimeDays: number | null;
  /** The vendor's blocked and full days, once read (docs/decisions/0056): the row starts at its first free day. */
  availability: PickerAvailability | null;
  /** YYYY-MM-DD, or what the consumer is typing. */
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/**
 * The event date (docs/decisions/0018, 0022, 0056): a row of days from the vendor's first free day (else the first its
 * lead time allows), the days it is blocked or full greyed out and not pressed, a screen reader told why; and for a
 * later day a text box that takes YYYY-MM-DD. Both set the one value; the form checks it with the domain's
 * eventDateError and dateUnavailableError, and the server checks it again (400 BOOKING_TOO_EARLY, 409
 * DATE_UNAVAILABLE). No native date picker: it would need a module with a config plugin, and chips and a text box
 * work with a screen reader, in tests and on every device.
 */
export function EventDateField({ leadTimeDays, availability, value, error, onChange }: EventDateFieldProps) {
  const earliest = earliestEventDate(leadTimeDays);
  const start = pickerStart(availability, earliest);
  const days = Array.from({ length: EVENT_DAYS_SHOWN }, (_, i) => addDays(start, i));
  const leadTime = leadTimeLine(leadTimeDays);
  return (
    <View style={styles.field}>
      <Text style={styles.label} accessibilityLabel={`${TERMS_COPY.eventDate}, required`}>
        {TERMS_COPY.eventDate}
        <Text style={styles.required}> *</Text>
      </Text>
      {leadTime ? <Text style={styles.hint}>{leadTime}</Text> : null}
      <DayChips
        days={days}
        value={value}
        onChange={onChange}
        describe={(day) => availabilityCopyFor.pickerDay(day, unavailableReason(availability, day))}
        unavailable={(day) => unavailableReason(availability, day) !== null}
      />
      <TextField
        label={TERMS_COPY.otherEventDate}
        value={value}
        onChangeText={(text) => onChange(text.trim())}
        placeholder={addDays(start, EVENT_DAYS_SHOWN)}
        keyboardType="numbers-and-punctuation"
        autoCapitalize="none"
        autoCorrect={false}
        maxLength={10}
        error={error}
      />
      {/* A typed date, said in words so the consumer sees which day it is. */}
      {isIsoDate(value) && !days.includes(value) ? <Text style={styles.hint}>{formatLongDate(value)}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.sm },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  required: { color: colors.error },
  hint: { fontSize: font.small, color: colors.muted },
});
