import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  BRIEF_COPY,
  BRIEF_MESSAGES,
  BRIEF_OCCASIONS,
  CATEGORIES,
  CATEGORY_LABELS,
  COMMON_COPY,
  indianDate,
  validateBrief,
} from "@utsav/domain/client";
import type { BriefErrors } from "@utsav/domain/client";
import { createBrief } from "@utsav/api-client/briefs/create-brief";
import { uploadBriefPhotos } from "@utsav/api-client/briefs/upload-brief-photos";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { describedBy, Field, fieldAria, hintIdOf } from "../../shared/ui/field";
import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import fields from "../../shared/ui/form.module.css";
import { useSignInRequest } from "../../shared/ui/sign-in-request";
import type { RenderSignIn } from "../../shared/ui/sign-in-request";
import type { BriefDraft } from "./brief-draft";
import { briefInput, briefRequest, EMPTY_DRAFT, FIELD_ORDER, forgetDraft, keepDraft, keptDraft } from "./brief-draft";
import { LocalityField } from "./locality-field";
import { PhotoPicker } from "./photo-picker";
import styles from "./brief-form.module.css";

export interface BriefFormProps {
  /** A consumer is signed in; anyone else signs in by code when they send. */
  signedIn: boolean;
  /** The sign-in the route composes in (features do not import each other). */
  renderSignIn: RenderSignIn;
  /** The locality the consumer chose in the header, to start from. */
  defaultLocality?: string | null;
}

/**
 * The brief (docs/decisions/0023): the occasion, date, locality, guests, budget, what is needed, notes and photos,
 * checked with the rules the API uses. A signed-out consumer signs in at submit; the answers are kept in the tab
 * through it. Sent, the brief opens on its own page, where its quotes will arrive.
 */
export function BriefForm({ signedIn, renderSignIn, defaultLocality }: BriefFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const signIn = useSignInRequest();
  const [draft, setDraft] = useState<BriefDraft>({ ...EMPTY_DRAFT, locality: defaultLocality ?? "" });
  const [photos, setPhotos] = useState<File[]>([]);
  const uploaded = useRef<{ files: File[]; ids: string[] } | null>(null);
  const [errors, setErrors] = useState<BriefErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Answers kept before signing in or a reload come back once the page runs in the browser.
  useEffect(() => {
    const kept = keptDraft();
    if (!kept) return;
    setDraft(kept.draft);
    if (kept.photoCount > 0) setNotice(BRIEF_COPY.photosKept);
  }, []);

  const fieldId = (field: keyof BriefErrors) => `${id}-${field}`;
  const set = <K extends keyof BriefDraft>(field: K, value: BriefDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: Exclude<keyof BriefDraft, "categories">, hint = false) => ({
    ...fieldAria(fieldId(field), errors[field], hint),
    name: field,
    value: draft[field],
    className: fields.input,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });
  const toggle = (category: string, on: boolean) =>
    set("categories", on ? [...draft.categories, category] : draft.categories.filter((c) => c !== category));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateBrief(briefInput(draft, photos.length), indianDate());
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}, [name="${first}"]`)?.focus();
      return;
    }
    keepDraft(draft, photos.length);
    if (!signedIn && !(await signIn.request())) return;
    setPending(true);
    try {
      const photoIds = await uploadPhotos();
      if (photoIds === null) return;
      const result = await createBrief(browserApi, briefRequest(draft, photoIds));
      if (!result.ok) {
        setFailure(result.errorMessage ?? BRIEF_MESSAGES.briefSendFailed);
        return;
      }
      forgetDraft();
      void navigate(paths.myBrief(result.data.id));
    } catch (thrown) {
      setFailure(thrownMessage(thrown, BRIEF_MESSAGES.briefSendFailed));
    } finally {
      setPending(false);
    }
  }

  /** The photos' ids: uploaded once for the same choice of files, so a second try does not upload them again. */
  async function uploadPhotos(): Promise<string[] | null> {
    if (photos.length === 0) return [];
    const done = uploaded.current;
    if (done && done.files.length === photos.length && done.files.every((f, i) => f === photos[i])) return done.ids;
    const result = await uploadBriefPhotos(browserApi, photos);
    if (!result.ok) {
      setFailure(result.errorMessage ?? BRIEF_MESSAGES.briefSendFailed);
      return null;
    }
    const ids = result.data.photos.map((p) => p.id);
    uploaded.current = { files: photos, ids };
    return ids;
  }

  return (
    <>
      <form ref={form} className={fields.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.formTitle}>
          {BRIEF_COPY.formTitle}
        </h2>
        {notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
        <div className={fields.pair}>
          <Field label={BRIEF_COPY.occasion} required error={errors.occasion} htmlFor={fieldId("occasion")}>
            <select {...text("occasion")}>
              <option value="">Choose an occasion</option>
              {BRIEF_OCCASIONS.map((occasion) => (
                <option key={occasion}>{occasion}</option>
              ))}
            </select>
          </Field>
          <Field label={BRIEF_COPY.eventDate} required error={errors.eventDate} htmlFor={fieldId("eventDate")}>
            <input {...text("eventDate")} type="date" min={indianDate()} />
          </Field>
        </div>
        <div className={fields.pair}>
          <Field
            label={BRIEF_COPY.locality}
            required
            error={errors.locality}
            htmlFor={fieldId("locality")}
            hint="A Bengaluru locality or pincode"
          >
            <LocalityField {...text("locality", true)} onChange={(value) => set("locality", value)} />
          </Field>
          <Field label={BRIEF_COPY.guests} required error={errors.guests} htmlFor={fieldId("guests")} hint="People, or hampers and boxes">
            <input {...text("guests", true)} type="text" inputMode="numeric" maxLength={4} />
          </Field>
        </div>
        <div className={fields.pair}>
          <Field label="Budget from (₹)" required error={errors.budgetMin} htmlFor={fieldId("budgetMin")}>
            <input {...text("budgetMin")} type="text" inputMode="numeric" maxLength={11} />
          </Field>
          <Field label="Budget up to (₹)" required error={errors.budgetMax} htmlFor={fieldId("budgetMax")}>
            <input {...text("budgetMax")} type="text" inputMode="numeric" maxLength={11} />
          </Field>
        </div>
        <fieldset className={styles.choices} aria-describedby={describedBy(fieldId("categories"), errors.categories)}>
          <legend className={styles.legend}>
            {BRIEF_COPY.categories}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className={styles.choiceRow}>
            {CATEGORIES.map((category, index) => (
              <label key={category} className={styles.choice}>
                <input
                  type="checkbox"
                  name="categories"
                  id={index === 0 ? fieldId("categories") : undefined}
                  value={category}
                  checked={draft.categories.includes(category)}
                  onChange={(event) => toggle(category, event.target.checked)}
                />
                {CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
          {errors.categories ? <FieldError id={errorIdOf(fieldId("categories"))} message={errors.categories} /> : null}
        </fieldset>
        <Field
          markOptional
          label={BRIEF_COPY.notes}
          error={errors.notes}
          htmlFor={fieldId("notes")}
          hint="A theme, the venue, colours, timings: anything vendors should know."
        >
          <textarea {...text("notes", true)} rows={4} maxLength={1000} />
        </Field>
        <Field markOptional label={BRIEF_COPY.photos} error={errors.photos} htmlFor={fieldId("photos")} hint={BRIEF_COPY.photosHint}>
          <PhotoPicker id={fieldId("photos")} photos={photos} onChange={setPhotos} aria-describedby={hintIdOf(fieldId("photos"))} />
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
          {signedIn ? "" : "You sign in with a code sent to your phone when you send. "}
          We send your brief to the vendors who match it; your name and number reach only the vendor whose quote you accept. By continuing,
          you agree to our <Link to={paths.terms()}>Terms & Conditions</Link> and <Link to={paths.privacy()}>{COMMON_COPY.privacy}</Link>.
        </p>
      </form>
      {/* Outside the form: the sign-in's own forms must not submit this one (React events cross portals). */}
      {renderSignIn(signIn.props)}
    </>
  );
}
