import {
  availabilityMessageFor,
  BOOKING_ANSWER_MAX,
  bookingAttempt,
  COPY,
  dateUnavailableError,
  eventDateError,
  formatLongDate,
  isEventDateField,
  messageFor,
  phoneAnswerValue,
  shopperAnswers,
  validateBookingData,
} from "@utsav/domain/shopper";
import type { BookingAttempt, DayUnavailable } from "@utsav/domain/client";
import type { BookingAttribute, PlacedPayment } from "@utsav/domain";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { StyleSheet, Text } from "react-native";
import type { KeyboardTypeOptions } from "react-native";
import { useApi } from "../../api/api-provider";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { useOfferingAvailability } from "./api/availability";
import { sendBooking } from "./api/send-booking";
import { useCheckLocality, useLocalityCheck } from "../../api/serviceability-query";
import { useShopperProfile } from "./api/shopper";
import { BookingSuccess } from "./booking-success";
import { useMyDate } from "../../shared/lib/my-date";
import { useMyLocality } from "../../shared/lib/my-locality";
import { EventDateField } from "./event-date-field";
import { LocalityField } from "./locality-field";

export interface BookingTarget {
  offeringId: string;
  vendorName: string;
  offeringName: string;
  bookingAttributes: BookingAttribute[];
  /** The vendor's lead time in days (null: none): the event date is no earlier than today plus this. */
  leadTimeDays: number | null;
}

interface BookingFormProps {
  booking: BookingTarget;
  onBackToOffering: () => void;
  /** 'Track this booking': My bookings, where a consumer who is not signed in signs in first. */
  onTrackBooking: () => void;
  /** The advance to pay online, where the vendor asks one (docs/decisions/0053): the route composes the payments feature. */
  renderAdvance: (payment: PlacedPayment) => ReactNode;
  /** Whether the shopper has filled in something not sent yet: the route asks before the form is left then. */
  onUnsentChange?: (unsent: boolean) => void;
}

/** spec: application §5 "Keypad follows inputType (number numeric, email email, tel phone)". */
const KEYPADS: Record<BookingAttribute["inputType"], KeyboardTypeOptions> = {
  text: "default",
  number: "numeric",
  email: "email-address",
  tel: "phone-pad",
};

/** A key for one booking attempt: letters, digits and '-', 8 to 100 characters (the API's Idempotency-Key). */
const attemptKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The 'Book Offering' form, full screen on a phone (application §2 Booking screen, §4 Booking form, §5, §8):
 * editing, submitting with the button loading and disabled, then the success view, or the error above the submit
 * button with the form kept. Editing a field clears its error. The form asks for the event date itself, as the web's
 * does (docs/decisions/0022): a vendor's own date field is not asked twice but takes the picked date. The place is the
 * offering's own address question, where it asks one, and the locality (docs/decisions/0034).
 */
export function BookingForm(props: BookingFormProps) {
  const { booking } = props;
  const api = useApi();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [eventDate, setEventDate] = useState("");
  const [locality, setLocality] = useState("");
  // The locality last chosen (a suggestion, or the box left), checked against the vendor's area as it is chosen.
  const [chosenLocality, setChosenLocality] = useState("");
  const localityCheck = useLocalityCheck(booking.offeringId, chosenLocality);
  const checkLocality = useCheckLocality(booking.offeringId);
  const [localityError, setLocalityError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"editing" | "submitting" | "success">("editing");
  const [placed, setPlaced] = useState<PlacedPayment | null>(null);
  const attempt = useRef<BookingAttempt | null>(null);
  // The vendor's blocked and full days, and those the API refused since the form opened (docs/decisions/0056).
  const read = useOfferingAvailability(booking.offeringId, booking.leadTimeDays);
  const [refused, setRefused] = useState<{ date: string; reason: DayUnavailable }[]>([]);
  const availability = read && { ...read, unavailable: [...read.unavailable, ...refused] };
  // A signed-in shopper starts from their profile's name, phone and e-mail, still theirs to change (issue 38).
  const { signedIn } = useSession();
  const profile = useShopperProfile(signedIn);
  const fields = booking.bookingAttributes;
  useEffect(() => {
    if (!profile) return;
    const answers = shopperAnswers(
      fields.filter((attribute) => !isEventDateField(attribute)),
      profile,
    );
    // What the shopper typed meanwhile stays.
    setValues((current) => ({ ...answers, ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== "")) }));
  }, [profile, fields]);
  // The shopper's chosen locality and event date start the form, as on the web (docs/decisions/0069): each is filled
  // once, into a box still empty, and does not count as an edit.
  const myLocality = useMyLocality().name;
  const myDate = useMyDate().date;
  const [started, setStarted] = useState<{ locality: string | null; date: string | null }>({ locality: null, date: null });
  if (myLocality !== null && started.locality === null) {
    setStarted((s) => ({ ...s, locality: myLocality }));
    if (locality === "") {
      setLocality(myLocality);
      setChosenLocality(myLocality);
    }
  }
  if (myDate !== null && started.date === null) {
    setStarted((s) => ({ ...s, date: myDate }));
    if (eventDate === "") setEventDate(myDate);
  }
  const { onUnsentChange } = props;
  useEffect(() => onUnsentChange?.(edited && status !== "success"), [onUnsentChange, edited, status]);
  const place = locality.trim();
  // The check speaks only for the locality still in the box.
  const areaCheck = chosenLocality === place ? localityCheck : null;

  if (status === "success")
    return (
      <BookingSuccess
        offeringName={booking.offeringName}
        signedIn={signedIn}
        onBackToOffering={props.onBackToOffering}
        onTrackBooking={props.onTrackBooking}
        advance={placed ? props.renderAdvance(placed) : null}
      />
    );
  const dateFields = fields.filter(isEventDateField);
  const asked = fields.filter((attribute) => !dateFields.includes(attribute));

  function edit(attribute: BookingAttribute, text: string) {
    // A pasted "+91 98765 43210" becomes "9876543210"; a landline or a foreign number stays whole (issue 38).
    const value = attribute.inputType === "tel" ? phoneAnswerValue(text) : text;
    setValues((current) => ({ ...current, [attribute.field]: value }));
    setErrors(({ [attribute.field]: _cleared, ...rest }) => rest);
    setEdited(true);
  }

  function editLocality(text: string) {
    setLocality(text);
    setLocalityError(null);
    setEdited(true);
  }

  async function submit() {
    if (status === "submitting") return;
    const pickedDate = eventDate ? formatLongDate(eventDate) : "";
    const dated = Object.fromEntries(dateFields.map((attribute) => [attribute.field, pickedDate]));
    const checked = validateBookingData(booking.bookingAttributes, { ...values, ...dated });
    const checkedDate = eventDateError(eventDate, booking.leadTimeDays) ?? dateUnavailableError(availability, eventDate);
    setErrors(checked.errors);
    setDateError(checkedDate);
    setFormError(null);
    // A locality typed and never left is checked now, as the web's form does; unreachable, the server checks it.
    const area = place ? (areaCheck ?? (await checkLocality(place))) : null;
    if (area) setChosenLocality(place);
    const outside = area && !area.serves ? area.line : null;
    setLocalityError(outside);
    if (Object.keys(checked.errors).length > 0 || checkedDate || outside) return;
    // The locality is optional: the server finds it in the address where none is given, and refuses one outside the
    // vendor's area with the offering page's own words (docs/decisions/0022, 0034).
    const where: { locality?: string } = place ? { locality: place } : {};
    const sent: Record<string, string> = { ...checked.values, eventDate, ...where };
    attempt.current = bookingAttempt(sent, attempt.current, attemptKey);
    setStatus("submitting");
    const { offeringId, vendorName, offeringName } = booking;
    const payload = { offeringId, vendorName, offeringName, bookingData: checked.values, eventDate, ...where };
    const outcome = await sendBooking(api, payload, attempt.current.key);
    if (outcome.ok) {
      setPlaced(outcome.payment);
      setStatus("success");
      return;
    }
    if (outcome.dateRefused) {
      // The day went meanwhile: said at the date, and greyed out from now on.
      const reason = outcome.message === availabilityMessageFor.dayFull(eventDate) ? "full" : "blocked";
      setRefused((days) => [...days, { date: eventDate, reason }]);
      setDateError(outcome.message);
    } else setFormError(outcome.message);
    setStatus("editing");
  }

  return (
    <KeyboardAwareScroll style={styles.screen} contentContainerStyle={styles.form}>
      <Text style={styles.text}>{COPY.bookingSubtitle}</Text>
      {asked.map((attribute) => (
        <TextField
          key={attribute.field}
          label={attribute.label}
          required={attribute.required}
          error={errors[attribute.field]}
          value={values[attribute.field] ?? ""}
          onChangeText={(text) => edit(attribute, text)}
          placeholder={messageFor.fieldPlaceholder(attribute.label)}
          keyboardType={KEYPADS[attribute.inputType]}
          autoCapitalize={attribute.inputType === "text" ? "sentences" : "none"}
          multiline={attribute.type === "textarea"}
          // Each answer stops at what the API takes; a phone number at its 10 digits, by its rule rather than a
          // maxLength that would cut a pasted "+91 98765 43210".
          maxLength={attribute.inputType === "tel" ? undefined : BOOKING_ANSWER_MAX}
        />
      ))}
      <EventDateField
        leadTimeDays={booking.leadTimeDays}
        availability={availability}
        value={eventDate}
        error={dateError}
        onChange={(date) => {
          setEventDate(date);
          setDateError(null);
          setEdited(true);
        }}
      />
      <LocalityField
        value={locality}
        onChange={editLocality}
        onChosen={setChosenLocality}
        error={localityError ?? (areaCheck && !areaCheck.serves ? areaCheck.line : null)}
        note={areaCheck?.serves ? areaCheck.line : null}
      />
      <Text style={styles.note}>{COPY.bookingPaymentNote}</Text>
      {formError ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {formError}
        </Text>
      ) : null}
      <Button label={COPY.submit} onPress={() => void submit()} loading={status === "submitting"} />
    </KeyboardAwareScroll>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  form: { padding: space.lg, gap: space.lg },
  text: { fontSize: font.body, color: colors.text },
  note: { fontSize: font.body, fontWeight: "600", color: colors.text },
  error: { fontSize: font.body, color: colors.error },
});
