import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  ACCOUNT_COPY,
  BRIEF_COPY,
  BRIEF_FORM_COPY,
  BRIEF_MESSAGES,
  BRIEF_OCCASIONS,
  briefInput,
  CATEGORIES,
  CATEGORY_LABELS,
  COMMON_COPY,
  CONTENT_COPY,
  EMPTY_DRAFT,
  indianDate,
  validateBrief,
} from "@utsav/domain/client";
import { uploadBriefPhotos } from "@utsav/api-client/briefs/upload-brief-photos";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { describedBy, Field, hintIdOf } from "../../shared/ui/field";
import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import fields from "../../shared/ui/form.module.css";
import { useSignInRequest } from "../../shared/ui/sign-in-request";
import type { RenderSignIn } from "../../shared/ui/sign-in-request";
import { LocalityField } from "../../shared/ui/locality-field";
import type { BriefDraft } from "@utsav/domain/client";
import { keepDraft, keptDraft } from "./brief-draft";
import { PhotoPicker } from "./photo-picker";
import type { BriefActionResult, BriefSubmission } from "./send-brief";
import styles from "./brief-form.module.css";

export interface BriefFormProps {
  /** A consumer is signed in; anyone else signs in by code when they send. */
  signedIn: boolean;
  /** The sign-in the route composes in (features do not import each other). */
  renderSignIn: RenderSignIn;
  /** The locality the consumer chose in the header, to start from. */
  defaultLocality?: string | null;
  /** What the route's action answered when the brief was not sent. */
  result?: BriefActionResult;
}

/** The answers, and the photos chosen (files, which only this page holds). */
interface BriefValues extends BriefDraft {
  photos: File[];
}

/** The domain's rule for a brief (validateBrief, the API's rules without zod), on the answers as typed. */
const checkBrief: DomainCheck<BriefValues> = ({ photos, ...draft }) => validateBrief(briefInput(draft, photos.length), indianDate());

/**
 * The brief (docs/decisions/0023): the occasion, date, locality, guests, budget, what is needed, notes and photos,
 * checked with the rules the API uses. A signed-out consumer signs in at submit; the answers are kept in the tab
 * through it. Sent, the brief opens on its own page, where its quotes will arrive.
 */
export function BriefForm({ signedIn, renderSignIn, defaultLocality, result }: BriefFormProps) {
  const form = useDomainForm<BriefValues>({
    defaultValues: { ...EMPTY_DRAFT, locality: defaultLocality ?? "", photos: [] },
    check: checkBrief,
  });
  const titleId = useId();
  const submitJson = useSubmitJson();
  const signIn = useSignInRequest();
  const uploaded = useRef<{ files: File[]; ids: string[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;
  // The last refusal, the upload's or the action's, until the next try.
  const failure = pending ? null : (form.formError ?? result?.error ?? null);
  const photos = form.watch("photos");
  const { reset } = form;

  // Answers kept before signing in or a reload come back once the page runs in the browser.
  useEffect(() => {
    const kept = keptDraft();
    if (!kept) return;
    reset({ ...kept.draft, photos: [] });
    if (kept.photoCount > 0) setNotice(BRIEF_COPY.photosKept);
  }, [reset]);

  const send = form.handleSubmit(async ({ photos: chosen, ...draft }) => {
    keepDraft(draft, chosen.length);
    if (!signedIn && !(await signIn.request())) return;
    try {
      const photoIds = await uploadPhotos(chosen);
      if (photoIds === null) return;
      const submission: BriefSubmission = { ...draft, photoIds };
      await submitJson({ ...submission });
    } catch (thrown) {
      form.refuse(thrownMessage(thrown, BRIEF_MESSAGES.briefSendFailed));
    }
  });

  /** The photos' ids: uploaded once for the same choice of files, so a second try does not upload them again. */
  async function uploadPhotos(chosen: File[]): Promise<string[] | null> {
    if (chosen.length === 0) return [];
    const done = uploaded.current;
    if (done && done.files.length === chosen.length && done.files.every((f, i) => f === chosen[i])) return done.ids;
    const answer = await uploadBriefPhotos(browserApi, chosen);
    if (!answer.ok) {
      form.refuse(answer.errorMessage ?? BRIEF_MESSAGES.briefSendFailed);
      return null;
    }
    const ids = answer.data.photos.map((p) => p.id);
    uploaded.current = { files: chosen, ids };
    return ids;
  }

  // Each field registers as this form renders, in the page's order, so a failed check focuses the first one in error:
  // hence Field with the helper's control here, not FormField, whose input would register after the checkboxes.
  const categoriesId = form.fieldId("categories");
  const categoriesError = form.errorOf("categories");
  return (
    <>
      <form className={fields.form} onSubmit={(e) => void send(e)} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.formTitle}>
          {BRIEF_COPY.formTitle}
        </h2>
        {notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
        <div className={fields.pair}>
          <Field label={BRIEF_COPY.occasion} required error={form.errorOf("occasion")} htmlFor={form.fieldId("occasion")}>
            <select {...form.control("occasion")} className={fields.input}>
              <option value="">{BRIEF_COPY.chooseOccasion}</option>
              {BRIEF_OCCASIONS.map((occasion) => (
                <option key={occasion}>{occasion}</option>
              ))}
            </select>
          </Field>
          <Field label={BRIEF_COPY.eventDate} required error={form.errorOf("eventDate")} htmlFor={form.fieldId("eventDate")}>
            <input {...form.control("eventDate")} className={fields.input} type="date" min={indianDate()} />
          </Field>
        </div>
        <div className={fields.pair}>
          <Field
            label={BRIEF_COPY.locality}
            required
            hint={BRIEF_FORM_COPY.localityHint}
            error={form.errorOf("locality")}
            htmlFor={form.fieldId("locality")}
          >
            {/* The server's HTML shows the header's locality too, before the form's script sets its value. */}
            <LocalityField
              {...form.control("locality", { hint: true })}
              defaultValue={defaultLocality ?? ""}
              query={form.watch("locality")}
              className={fields.input}
            />
          </Field>
          <Field
            label={BRIEF_COPY.guests}
            required
            hint={BRIEF_FORM_COPY.guestsHint}
            error={form.errorOf("guests")}
            htmlFor={form.fieldId("guests")}
          >
            <input {...form.control("guests", { hint: true })} className={fields.input} type="text" inputMode="numeric" maxLength={4} />
          </Field>
        </div>
        <div className={fields.pair}>
          <Field label={BRIEF_FORM_COPY.budgetFrom} required error={form.errorOf("budgetMin")} htmlFor={form.fieldId("budgetMin")}>
            <input {...form.control("budgetMin")} className={fields.input} type="text" inputMode="numeric" maxLength={11} />
          </Field>
          <Field label={BRIEF_FORM_COPY.budgetUpTo} required error={form.errorOf("budgetMax")} htmlFor={form.fieldId("budgetMax")}>
            <input {...form.control("budgetMax")} className={fields.input} type="text" inputMode="numeric" maxLength={11} />
          </Field>
        </div>
        <fieldset className={styles.choices} aria-describedby={describedBy(categoriesId, categoriesError)}>
          <legend className={styles.legend}>
            {BRIEF_COPY.categories}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className={styles.choiceRow}>
            {CATEGORIES.map((category, index) => (
              <label key={category} className={styles.choice}>
                <input type="checkbox" id={index === 0 ? categoriesId : undefined} value={category} {...form.choice("categories")} />
                {CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
          {categoriesError ? <FieldError id={errorIdOf(categoriesId)} message={categoriesError} /> : null}
        </fieldset>
        <Field
          markOptional
          label={BRIEF_COPY.notes}
          hint={BRIEF_FORM_COPY.notesHint}
          error={form.errorOf("notes")}
          htmlFor={form.fieldId("notes")}
        >
          <textarea {...form.control("notes", { hint: true })} className={fields.input} rows={4} maxLength={1000} />
        </Field>
        <Field
          markOptional
          label={BRIEF_COPY.photos}
          error={form.errorOf("photos")}
          htmlFor={form.fieldId("photos")}
          hint={BRIEF_COPY.photosHint}
        >
          <PhotoPicker
            id={form.fieldId("photos")}
            photos={photos}
            onChange={(chosen) => {
              form.setValue("photos", chosen);
              form.clearErrors("photos");
            }}
            aria-describedby={hintIdOf(form.fieldId("photos"))}
          />
        </Field>
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        <button type="submit" className={`btn btn-primary ${fields.submit}`} disabled={pending}>
          {BRIEF_COPY.submit}
        </button>
        <p className={styles.small}>
          {signedIn ? "" : `${BRIEF_FORM_COPY.signInAtSend} `}
          {BRIEF_FORM_COPY.whoSeesIt} {ACCOUNT_COPY.agreeLead} <Link to={paths.terms()}>{CONTENT_COPY.termsTitle}</Link>{" "}
          {ACCOUNT_COPY.agreeAnd} <Link to={paths.privacy()}>{COMMON_COPY.privacy}</Link>.
        </p>
      </form>
      {/* Outside the form: the sign-in's own forms must not submit this one (React events cross portals). */}
      {renderSignIn(signIn.props)}
    </>
  );
}
