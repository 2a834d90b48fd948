import type { OfferingType } from "@utsav/domain";
import { describedBy, errorIdOf, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";

/** The three offering types in plain words (application §1): what the consumer's button does. */
export const OFFERING_TYPE_CHOICES: readonly { value: OfferingType; label: string; hint: string }[] = [
  {
    value: "book",
    label: "Book",
    hint: "Customers send you a booking request with the details you ask for, and pay you cash on delivery.",
  },
  { value: "call", label: "Call", hint: "Customers see your phone number and call you. You get their number as a lead on your dashboard." },
  { value: "buy", label: "Buy", hint: "Customers buy on your own website or shop page. You give us the link." },
];

export const offeringTypeLabel = (type: OfferingType) => OFFERING_TYPE_CHOICES.find((c) => c.value === type)?.label ?? type;

export function TypeChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: OfferingType | "";
  error?: string;
  onChange: (type: OfferingType) => void;
}) {
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>
        How do customers get it?
        <span className={form.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className={form.choices}>
        {OFFERING_TYPE_CHOICES.map((choice) => (
          <label key={choice.value} className={form.choice}>
            <input
              type="radio"
              name="offeringType"
              value={choice.value}
              checked={value === choice.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            <span className={form.choiceText}>
              <span className={form.choiceTitle}>{choice.label}</span>
              <span className={form.choiceHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}

/** A row of radio chips for a short choice (category, who it is for). */
export function ChipChoice<T extends string>({
  id,
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | "";
  error?: string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>
        {legend}
        <span className={form.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className={form.segmented}>
        {options.map((option) => (
          <label key={option.value} className={form.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
