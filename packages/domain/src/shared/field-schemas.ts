import { z } from "zod";
import { messageFor } from "./messages.ts";
import { fieldMessageFor } from "./fields.ts";
import type { TextBounds } from "./fields.ts";

// Form fields as the API checks them, with the words and limits of the browser's checks (fields.ts).

/** A required text, trimmed, of min to max characters. */
export const boundedText = (label: string, { min = 1, max }: TextBounds) =>
  z
    .string({ error: messageFor.fieldRequired(label) })
    .trim()
    .min(min, min <= 1 ? messageFor.fieldRequired(label) : fieldMessageFor.tooShort(label, min))
    .max(max, fieldMessageFor.tooLong(label, max));

/** An optional text: absent, null or blank are all stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessageFor.tooLong(label, max))
    .nullish()
    .transform((v) => v || null);

/** A whole number from min to max; `notWhole` is the field's own word for a fraction (a price is whole rupees). */
export const wholeNumber = (
  label: string,
  { min, max }: { min: number; max: number },
  notWhole: string = fieldMessageFor.notAWholeNumber(label),
) =>
  z
    .number({ error: fieldMessageFor.notANumber(label) })
    .int(notWhole)
    .min(min, fieldMessageFor.outOfRange(label, min, max))
    .max(max, fieldMessageFor.outOfRange(label, min, max));
