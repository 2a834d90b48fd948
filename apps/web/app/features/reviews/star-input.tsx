import type { InputHTMLAttributes, Ref } from "react";
import { REVIEW_COPY, REVIEW_LIMITS } from "@utsav/domain/client";
import { describedBy, errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import { StarIcon } from "../../shared/ui/star-icon";
import styles from "./review-page.module.css";

const STARS = Array.from({ length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 }, (_, i) => REVIEW_LIMITS.ratingMin + i);

interface StarInputProps {
  /** The first star's id, which the group's error names. */
  id: string;
  /** The stars chosen (0 for none yet). */
  value: number;
  error: string | undefined;
  /** Each radio's registration (the form helper's `choice`). */
  radio: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/**
 * Whole stars 1–5 (docs/decisions/0060) as a group of radios: Tab reaches the group, the arrow keys move through the
 * stars, as any radio group's; each star is named "3 stars". The radios are visually hidden under stars of 44 px.
 */
export function StarInput({ id, value, error, radio }: StarInputProps) {
  return (
    <fieldset className={styles.starGroup} aria-describedby={describedBy(id, error)}>
      <legend className={styles.legend}>
        {REVIEW_COPY.ratingLabel}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className={styles.stars}>
        {STARS.map((stars) => (
          <label key={stars} className={styles.star} data-on={stars <= value || undefined}>
            <input
              type="radio"
              className="visually-hidden"
              id={stars === REVIEW_LIMITS.ratingMin ? id : undefined}
              value={String(stars)}
              {...radio}
            />
            <StarIcon size={32} filled={stars <= value} />
            <span className="visually-hidden">{REVIEW_COPY.starLabel(stars)}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorIdOf(id)} message={error} /> : null}
    </fieldset>
  );
}
