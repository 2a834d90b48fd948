import { useEffect, useId } from "react";
import { ACCOUNT_COPY, REVIEW_COPY, REVIEW_LIMITS, validateReview } from "@utsav/domain/client";
import type { MyReview, ReviewPhoto } from "@utsav/domain";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { describedBy, Field } from "../../shared/ui/field";
import { AlertIcon } from "../../shared/ui/field-error";
import fields from "../../shared/ui/form.module.css";
import { ReviewPhotosField } from "./review-photos-field";
import type { ReviewSubmission } from "./save-review";
import { StarInput } from "./star-input";
import styles from "./review-page.module.css";

/** The form's values: the stars as the radios hold them ("" before one is chosen), the comment, the photos uploaded. */
interface ReviewValues {
  rating: string;
  comment: string;
  photos: ReviewPhoto[];
}

/** The API's own rule without zod (validateReview), so the first message is the one the API would give. */
const checkReview: DomainCheck<ReviewValues> = ({ rating, comment, photos }) =>
  validateReview({ rating: rating ? Number(rating) : null, comment, photos: photos.map((photo) => photo.url) });

interface ReviewFormProps {
  /** The review being changed; none for a first review. */
  review: MyReview | null;
  /** What the route's action answered to the last save, when it was refused. */
  refusal: string | null;
  /** Leaves the change without saving (shown while changing a review). */
  onCancel?: () => void;
}

/**
 * The review of a completed booking (docs/decisions/0060): whole stars, the comment with its counter, up to three
 * photos. Checked by the API's rule on submit; the API's refusal shows above the button and the form keeps what was
 * written. With react-hook-form, this loads in the page's own chunk (docs/decisions/0030).
 */
export function ReviewForm({ review, refusal, onCancel }: ReviewFormProps) {
  const form = useDomainForm<ReviewValues>({
    defaultValues: { rating: review ? String(review.rating) : "", comment: review?.comment ?? "", photos: review?.photos ?? [] },
    check: checkReview,
  });
  const titleId = useId();
  const counterId = useId();
  const submitJson = useSubmitJson();
  const sending = form.formState.isSubmitting;
  const rating = Number(form.watch("rating") || 0);
  const comment = form.watch("comment");
  const photos = form.watch("photos");
  const { setFocus } = form;

  // Changing a review starts at its stars, which the "Edit review" button that opened the form leaves for.
  useEffect(() => {
    if (review) setFocus("rating");
  }, [review, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    const submission: ReviewSubmission = {
      mode: review ? "update" : "post",
      rating: values.rating,
      comment: values.comment.trim(),
      photos: values.photos.map((photo) => photo.url),
    };
    await submitJson({ ...submission });
  });

  // Registered in the page's order, so that a failed check focuses the first field in error (the stars first).
  const ratingRadio = form.choice("rating");
  const commentControl = form.control("comment", { hint: true });
  const commentError = form.errorOf("comment");
  return (
    <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {review ? REVIEW_COPY.editReview : REVIEW_COPY.formTitle}
      </h2>
      <p className={styles.lead}>{REVIEW_COPY.formLead}</p>
      <StarInput id={form.fieldId("rating")} value={rating} error={form.errorOf("rating")} radio={ratingRadio} />
      <Field
        label={REVIEW_COPY.commentLabel}
        required
        hint={REVIEW_COPY.commentHint}
        error={commentError}
        htmlFor={form.fieldId("comment")}
        after={
          <p id={counterId} className={styles.counter}>
            <span aria-hidden="true">{REVIEW_COPY.commentCounter(comment.length)}</span>
            <span className="visually-hidden">{REVIEW_COPY.commentCounterLabel(comment.length)}</span>
          </p>
        }
      >
        <textarea
          {...commentControl}
          aria-describedby={[commentControl["aria-describedby"], counterId].filter(Boolean).join(" ")}
          className={fields.input}
          rows={5}
          maxLength={REVIEW_LIMITS.commentMax}
        />
      </Field>
      <Field label={REVIEW_COPY.photosLabel} error={form.errorOf("photos")} htmlFor={form.fieldId("photos")}>
        <ReviewPhotosField
          id={form.fieldId("photos")}
          photos={photos}
          onChange={(chosen) => {
            form.setValue("photos", chosen);
            form.clearErrors("photos");
          }}
          aria-describedby={describedBy(form.fieldId("photos"), form.errorOf("photos"))}
        />
      </Field>
      {refusal && !sending ? (
        <p role="alert" className={styles.error}>
          <AlertIcon />
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {review ? REVIEW_COPY.update : REVIEW_COPY.submit}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={sending}>
            {ACCOUNT_COPY.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
