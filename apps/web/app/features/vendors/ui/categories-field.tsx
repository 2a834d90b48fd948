import { useController } from "react-hook-form";
import type { FieldPath, FieldValues } from "react-hook-form";
import { isCategory, VENDOR_CATEGORIES_LEGEND, VENDOR_CATEGORY_CHOICES } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { describedBy, errorIdOf, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";

/**
 * What the business sells, one checkbox a category: the one choice of onboarding and of the profile's Business section
 * (docs/decisions/0038), whose forms hold it as a list of categories under `name`. Each box shows the form's list (so
 * the page's HTML has the chosen ones ticked before the form has loaded); the group's error moves focus to the first
 * box. A component of its own, like the fields around it, so that it registers in the order of the page.
 */
export function CategoriesField<V extends FieldValues>({ f, name }: { f: DomainForm<V>; name: FieldPath<V> }) {
  const { field } = useController({ control: f.formControl, name });
  const value: unknown = field.value;
  const chosen: Category[] = Array.isArray(value) ? value.filter(isCategory) : [];
  const error = f.errorOf(name);
  const id = f.fieldId(name);
  const toggle = (category: Category, checked: boolean) => {
    f.clearErrors(name);
    field.onChange(checked ? [...chosen, category] : chosen.filter((c) => c !== category));
  };
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>
        {VENDOR_CATEGORIES_LEGEND}
        <span className={form.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className={form.choices}>
        {VENDOR_CATEGORY_CHOICES.map((choice, index) => (
          <label key={choice.value} className={form.choice}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.includes(choice.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(choice.value, e.target.checked)}
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
