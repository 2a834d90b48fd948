import { useController } from "react-hook-form";
import type { Category } from "@utsav/domain";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { describedBy, errorIdOf, FieldError, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { CATEGORY_CHOICES } from "../ui/categories";
import type { BusinessValues } from "./sections/business";

/**
 * What the business sells, one checkbox a category. Each box shows the form's list (so the page's HTML has the saved
 * ones ticked before the form has loaded); the group's error moves focus to the first box.
 */
export function CategoriesField({ f }: { f: DomainForm<BusinessValues> }) {
  const { field: categories } = useController({ control: f.formControl, name: "categories" });
  const error = f.errorOf("categories");
  const id = f.fieldId("categories");
  const toggle = (category: Category, checked: boolean) => {
    f.clearErrors("categories");
    categories.onChange(checked ? [...categories.value, category] : categories.value.filter((c) => c !== category));
  };
  return (
    <fieldset className={form.fieldset} aria-describedby={describedBy(id, error)}>
      <legend className={form.legend}>
        What do you sell?
        <span className={form.required} aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className={form.choices}>
        {CATEGORY_CHOICES.map((choice, index) => (
          <label key={choice.value} className={form.choice}>
            <input
              type="checkbox"
              name="categories"
              value={choice.value}
              ref={index === 0 ? categories.ref : undefined}
              checked={categories.value.includes(choice.value)}
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
