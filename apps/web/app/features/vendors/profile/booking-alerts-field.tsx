import { describedBy, errorIdOf, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";
import type { SectionForm } from "./use-section-form";
import type { ContactValues } from "./sections/contact";

const CHANNELS = [
  { field: "alertBySms", title: "SMS", hint: "To the phone number you sign in with." },
  { field: "alertByEmail", title: "Email", hint: "To the email address above." },
  { field: "alertByWhatsapp", title: "WhatsApp", hint: "To the WhatsApp number above." },
] as const;

/** The Contact section's choice of how the vendor hears of new bookings, cancellations and revealed numbers. */
export function BookingAlertsField({ f }: { f: SectionForm<ContactValues> }) {
  const error = f.errors.bookingAlerts;
  const id = f.fieldId("bookingAlerts");
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>Booking alerts</legend>
      <div className={form.choices}>
        {CHANNELS.map((channel) => (
          <label key={channel.field} className={form.choice}>
            <input
              type="checkbox"
              name={channel.field}
              checked={f.values[channel.field]}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                f.set(channel.field, e.target.checked);
                f.set("bookingAlerts", null);
              }}
            />
            <span className={form.choiceText}>
              <span className={form.choiceTitle}>{channel.title}</span>
              <span className={form.choiceHint}>{channel.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
