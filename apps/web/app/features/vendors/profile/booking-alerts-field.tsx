import { useController } from "react-hook-form";
import { BOOKING_ALERT_CHANNELS, VENDOR_NAV_COPY } from "@utsav/domain/client";
import { describedBy, errorIdOf, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { ContactValues } from "./sections/contact";

const FIELD_OF = { sms: "alertBySms", email: "alertByEmail", whatsapp: "alertByWhatsapp" } as const;
/** The domain's channels (the app's booking alerts say the same words), each with its form field. */
const CHANNELS = BOOKING_ALERT_CHANNELS.map((channel) => ({ ...channel, field: FIELD_OF[channel.channel] }));

/** The Contact section's choice of how the vendor hears of new bookings, cancellations and revealed numbers. */
export function BookingAlertsField({ f }: { f: DomainForm<ContactValues> }) {
  // The choices' error is the group's (bookingAlerts), which no input holds: it moves focus to the first choice.
  const { field: group } = useController({ control: f.formControl, name: "bookingAlerts" });
  const error = f.errorOf("bookingAlerts");
  const id = f.fieldId("bookingAlerts");
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>{VENDOR_NAV_COPY.bookingAlerts}</legend>
      <div className={form.choices}>
        {CHANNELS.map((channel, index) => {
          const { ref, onChange, ...choice } = f.choice(channel.field);
          return (
            <label key={channel.field} className={form.choice}>
              <input
                type="checkbox"
                {...choice}
                ref={(element) => {
                  ref(element);
                  if (index === 0) group.ref(element);
                }}
                // As saved, in the page's HTML too (a single checkbox reads its own checked state when it registers).
                defaultChecked={Boolean(f.formState.defaultValues?.[channel.field])}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  f.clearErrors("bookingAlerts");
                  void onChange(event);
                }}
              />
              <span className={form.choiceText}>
                <span className={form.choiceTitle}>{channel.title}</span>
                <span className={form.choiceHint}>{channel.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
