import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MESSAGES, OFFERING_IMAGES_MAX, OFFERING_STATUS, VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import { LEAD_COPY, VENDOR_OFFERING_LABELS as LABEL } from "@utsav/domain/client";
import type { SubCategory, VendorOffering } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { thrownMessage } from "../../../lib/api-client";
import { useSaveVendorOffering } from "../api/offerings";
import { useVendorProfile } from "../api/profile";
import { GalleryPicker } from "../gallery/gallery-picker";
import { CATEGORY_CHOICES } from "../ui/categories";
import { Field, fieldAria, FieldError, FormAlert, formStyles as form, SubmitButton } from "../../../shared/ui/vendor-area/field";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { noticeState } from "../ui/notice";
import { BookingFieldsEditor } from "./booking-fields-editor";
import { DescriptionEditor } from "./description-editor";
import { OccasionPicker } from "./occasion-picker";
import type { OccasionOption } from "./occasion-picker";
import { emptyOffering, offeringPayload, offeringToValues, pricePreview, starterBookingFields, validateOffering } from "./offering-values";
import type { OfferingErrors, OfferingValues } from "./offering-values";
import { ChipChoice, TypeChoice } from "./type-choice";
import styles from "./editor.module.css";

const AUDIENCES: readonly { value: SubCategory; label: string }[] = [
  { value: "personal", label: "Personal" },
  { value: "corporate", label: "Corporate" },
  { value: "all", label: "Both" },
];

/** Removes the error at `path` and the group errors above it ('description.0.items.1' clears 'description' too). */
function clearError(errors: OfferingErrors, path: string): OfferingErrors {
  const parts = path.split(".");
  const cleared = new Set(parts.map((_, i) => parts.slice(0, i + 1).join(".")));
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !cleared.has(key)));
}

/**
 * The offering editor for /vendor/offerings/new and /vendor/offerings/{id}: what it is, how consumers get it
 * (with the buy link or the booking form), price, photos from the gallery, description and occasions. Save goes
 * back to the list; a failure keeps the form with the server's message above Save.
 */
export function OfferingEditor({ offering, occasions }: { offering?: VendorOffering; occasions: readonly OccasionOption[] }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const save = useSaveVendorOffering();
  // Until operators approve the business, a live offering waits for review (docs/decisions/0020).
  const approved = useVendorProfile().data?.reviewState === "approved";
  const [values, setValues] = useState<OfferingValues>(() => (offering ? offeringToValues(offering) : emptyOffering()));
  const [errors, setErrors] = useState<OfferingErrors>({});
  const [checked, setChecked] = useState(false);
  const fieldId = (name: string) => `${id}-${name}`;

  const set = <K extends keyof OfferingValues>(key: K, value: OfferingValues[K], path: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => clearError(current, path));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateOffering(values);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    save.mutate(offeringPayload(values, offering?.id), {
      onSuccess: (saved) =>
        void navigate(paths.vendorOfferings(), {
          state: noticeState(
            saved.status === OFFERING_STATUS.live
              ? approved
                ? `“${saved.title}” is saved and live on your storefront.`
                : `“${saved.title}” is saved. Customers see it once our team approves your business.`
              : `“${saved.title}” is saved. It is paused, so customers do not see it.`,
          ),
        }),
    });
  }

  const text = (name: "title" | "priceLabel" | "redirectUrl", hint?: string) => ({
    ...fieldAria(fieldId(name), errors[name], Boolean(hint)),
    className: form.input,
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
  });
  const preview = pricePreview(values);
  const hasErrors = checked && Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      className={form.form}
      onSubmit={submit}
      noValidate
      aria-label={offering ? `Edit ${offering.title}` : "New offering"}
    >
      <section className={styles.card} aria-labelledby={fieldId("basics")}>
        <h2 id={fieldId("basics")} className={styles.cardTitle}>
          What you offer
        </h2>
        <Field
          label={LABEL.title}
          htmlFor={fieldId("title")}
          required
          hint="What customers see on the card, e.g. Balloon arch for birthdays"
          error={errors.title}
        >
          <input {...text("title", "hint")} />
        </Field>
        <ChipChoice
          id={fieldId("category")}
          legend="Category"
          name="category"
          options={CATEGORY_CHOICES}
          value={values.category}
          error={errors.category}
          onChange={(v) => set("category", v)}
        />
        <ChipChoice
          id={fieldId("subCategory")}
          legend="Who is it for?"
          name="subCategory"
          options={AUDIENCES}
          value={values.subCategory}
          onChange={(v) => set("subCategory", v)}
        />
        <TypeChoice
          id={fieldId("offeringType")}
          value={values.offeringType}
          error={errors.offeringType}
          onChange={(type) => {
            set("offeringType", type);
            // A bookable offering starts with the questions most bookings need; the vendor edits from there.
            if (type === "book" && values.bookingAttributes.length === 0) set("bookingAttributes", starterBookingFields());
          }}
        />
        {values.offeringType === "buy" ? (
          <Field
            label="Link to buy"
            htmlFor={fieldId("redirectUrl")}
            required
            hint="The page on your website or shop where customers buy it. Starts with https://"
            error={errors.redirectUrl}
          >
            <input {...text("redirectUrl", "hint")} type="url" inputMode="url" placeholder="https://" />
          </Field>
        ) : null}
      </section>

      {values.offeringType === "book" ? (
        <section className={styles.card} aria-labelledby={fieldId("booking")}>
          <h2 id={fieldId("booking")} className={styles.cardTitle}>
            Booking form
          </h2>
          <BookingFieldsEditor
            idPrefix={fieldId("booking")}
            fields={values.bookingAttributes}
            errors={errors}
            onChange={(fields, path) => set("bookingAttributes", fields, path)}
          />
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby={fieldId("price-title")}>
        <h2 id={fieldId("price-title")} className={styles.cardTitle}>
          {LABEL.price}
        </h2>
        <div className={form.row}>
          <Field label={LABEL.priceField} htmlFor={fieldId("price")} required hint="In whole rupees, without commas" error={errors.price}>
            <div className={form.prefixed}>
              <span className={form.prefix} aria-hidden="true">
                ₹
              </span>
              <input
                {...fieldAria(fieldId("price"), errors.price, true)}
                className={form.input}
                name="price"
                inputMode="numeric"
                value={values.price}
                onChange={(e) => set("price", e.target.value)}
              />
            </div>
          </Field>
          <Field
            label={LABEL.priceLabel}
            htmlFor={fieldId("priceLabel")}
            hint={`Optional, e.g. From ₹499 or ₹6,000 per day. Up to ${L.priceLabel.max} characters.`}
            error={errors.priceLabel}
          >
            <input {...text("priceLabel", "hint")} />
          </Field>
        </div>
        {preview ? (
          <p className={form.hint}>
            Customers see: <strong className={styles.preview}>{preview}</strong>
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby={fieldId("photos")}>
        <h2 id={fieldId("photos")} className={styles.cardTitle}>
          Photos
        </h2>
        <p className={form.hint}>The first photo you choose is the one on the offering&apos;s card.</p>
        <div
          data-invalid={errors.imageIds ? "" : undefined}
          data-focus-invalid={errors.imageIds ? "" : undefined}
          tabIndex={errors.imageIds ? -1 : undefined}
          className={styles.pickerWrap}
        >
          <GalleryPicker selectedIds={values.imageIds} max={OFFERING_IMAGES_MAX} onChange={(ids) => set("imageIds", ids)} />
        </div>
        {errors.imageIds ? <FieldError message={errors.imageIds} /> : null}
      </section>

      <section className={styles.card} aria-labelledby={fieldId("about")}>
        <h2 id={fieldId("about")} className={styles.cardTitle}>
          Description
        </h2>
        <Field
          label={LABEL.summary}
          htmlFor={fieldId("summary")}
          required
          hint="One or two sentences: what it is and who it is for."
          error={errors.summary}
        >
          <textarea
            {...fieldAria(fieldId("summary"), errors.summary, true)}
            className={form.textarea}
            rows={3}
            name="summary"
            value={values.summary}
            onChange={(e) => set("summary", e.target.value)}
          />
        </Field>
        <p className={form.hint}>
          {values.summary.trim().length} / {L.summary.max} characters
        </p>
        <DescriptionEditor
          idPrefix={fieldId("description")}
          sections={values.description}
          errors={errors}
          onChange={(sections, path) => set("description", sections, path)}
        />
        {errors.description ? <FieldError message={errors.description} /> : null}
        <Field
          label={LEAD_COPY.goodToKnow}
          htmlFor={fieldId("goodToKnow")}
          hint="What shoppers should tell you, one point a line."
          error={errors.goodToKnow}
        >
          <textarea
            {...fieldAria(fieldId("goodToKnow"), errors.goodToKnow, true)}
            className={form.textarea}
            rows={4}
            name="goodToKnow"
            value={values.goodToKnow}
            onChange={(e) => set("goodToKnow", e.target.value)}
          />
        </Field>
      </section>

      <section className={styles.card} aria-labelledby={fieldId("more")}>
        <h2 id={fieldId("more")} className={styles.cardTitle}>
          Occasions and visibility
        </h2>
        <OccasionPicker
          id={fieldId("occasions")}
          options={occasions}
          selected={values.occasions}
          error={errors.occasions}
          onChange={(ids) => set("occasions", ids)}
        />
        <label className={form.check}>
          <input
            type="checkbox"
            checked={values.status === OFFERING_STATUS.live}
            onChange={(e) => set("status", e.target.checked ? OFFERING_STATUS.live : OFFERING_STATUS.paused)}
          />
          Live: show it on my storefront and in search
        </label>
      </section>

      <div className={form.actions}>
        {hasErrors ? (
          <FormAlert message="Please fix the fields marked above." />
        ) : (
          <FormAlert message={save.isError ? thrownMessage(save.error, MESSAGES.internalError) : null} />
        )}
        <SubmitButton busy={save.isPending} label={offering ? "Save changes" : "Save offering"} busyLabel="Saving…" />
        <Link to={paths.vendorOfferings()} className={`btn btn-outline ${form.submit}`}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
