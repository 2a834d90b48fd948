import { phoneFieldValue } from "@utsav/domain/client";

// Every phone field of the site keeps a number the same way (application §5 "Input limited to 10 characters"; issue
// 38): what is typed, pasted, dropped or filled in by the browser becomes the number as it will be read, by the
// domain's phoneFieldValue, before the 10-digit limit. "+91 98765 43210" pasted becomes "9876543210", never "+91 98765".
// The input has no maxLength for that reason: the browser would cut a paste before the rule saw it.

type ChangeHandler = (event: React.ChangeEvent<HTMLInputElement>) => unknown;

/**
 * An input's phone handling, around its own onChange (the form helper's, or the field's):
 * `<input {...control} {...phoneInput(control.onChange)} />`. A booking's phone question, which takes any number,
 * passes the domain's phoneAnswerValue instead.
 */
export function phoneInput(onChange?: ChangeHandler, keep: (raw: string) => string = phoneFieldValue) {
  return {
    type: "tel",
    inputMode: "tel" as const,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const kept = keep(event.target.value);
      if (kept !== event.target.value) event.target.value = kept;
      void onChange?.(event);
    },
  };
}
