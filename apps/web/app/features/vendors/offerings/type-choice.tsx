import type { UseFormRegisterReturn } from "react-hook-form";
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

/** A radio's props from the form helper (its `choice`): registered under the group's name, invalid with the group. */
export type ChoiceInput = UseFormRegisterReturn & { "aria-invalid"?: boolean };

interface ChoiceProps<T extends string> {
  id: string;
  /** The value chosen when the form opened: checked in the server's HTML too, before the form's code runs. */
  defaultValue: T | "";
  error?: string;
  input: ChoiceInput;
}

export function TypeChoice({ id, defaultValue, error, input }: ChoiceProps<OfferingType>) {
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
            <input type="radio" value={choice.value} defaultChecked={defaultValue === choice.value} {...input} />
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
  options,
  defaultValue,
  error,
  input,
}: ChoiceProps<T> & { legend: string; options: readonly { value: T; label: string }[] }) {
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
            <input type="radio" value={option.value} defaultChecked={defaultValue === option.value} {...input} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
