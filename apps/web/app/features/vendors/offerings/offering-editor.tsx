import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { FieldErrors } from "react-hook-form";
import { OFFERING_IMAGES_MAX, OFFERING_STATUS, VENDOR_OFFERING_LIMITS as L } from "@utsav/domain/client";
import { LEAD_COPY, VENDOR_CATEGORY_CHOICES, VENDOR_OFFERING_LABELS as LABEL } from "@utsav/domain/client";
import type { SubCategory, VendorOffering } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { FormField } from "../../../shared/ui/form-field";
import { FieldError, FormAlert, formStyles, SubmitButton } from "../../../shared/ui/vendor-area/field";
import { GalleryPicker } from "../gallery/gallery-picker";
import { focusFirstInvalid } from "../ui/focus-first-invalid";
import { noticeState } from "../ui/notice";
import { BookingFieldsEditor } from "./booking-fields-editor";
import { DescriptionEditor } from "./description-editor";
import { OccasionPicker } from "./occasion-picker";
import type { OccasionOption } from "./occasion-picker";
import { savedNotice } from "./offering-acts";
import type { SaveOfferingResult } from "./offering-acts";
import {
  emptyOffering,
  listError,
  offeringPayload,
  offeringToValues,
  pricePreview,
  starterBookingFields,
  validateOffering,
} from "./offering-values";
import type { OfferingValues } from "./offering-values";
import { ChipChoice, TypeChoice } from "./type-choice";
import styles from "./editor.module.css";

const AUDIENCES: readonly { value: SubCategory; label: string }[] = [
  { value: "personal", label: "Personal" },
  { value: "corporate", label: "Corporate" },
  { value: "all", label: "Both" },
];

/** Whether any field has a message; the server's refusal (root) is not a field's. */
function hasFieldErrors(errors: FieldErrors<OfferingValues>): boolean {
  const marked = (node: unknown): boolean =>
    typeof node === "object" &&
    node !== null &&
    ("message" in node && typeof node.message === "string"
      ? true
      : Object.entries(node).some(([key, child]) => key !== "ref" && marked(child)));
  return Object.entries(errors).some(([key, error]) => key !== "root" && marked(error));
}

interface OfferingEditorProps {
  offering?: VendorOffering;
  occasions: readonly OccasionOption[];
  /** Until operators approve the business, a live offering waits for review (docs/decisions/0020). */
  approved: boolean;
  /** What the route's action answered to the last save. */
  result: SaveOfferingResult;
}

/**
 * The offering editor for /vendor/offerings/new and /vendor/offerings/{id}: what it is, how consumers get it
 * (with the buy link or the booking form), price, photos from the gallery, description and occasions. Checked by the
 * domain's rule, it sends the offering as JSON to the route's action; a save goes back to the list with a notice, a
 * refusal keeps the form with the server's message above Save.
 */
export function OfferingEditor({ offering, occasions, approved, result }: OfferingEditorProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const submitJson = useSubmitJson();
  const [defaults] = useState<OfferingValues>(() => (offering ? offeringToValues(offering) : emptyOffering()));
  // Focus goes to the first mark in the page's order, the photo picker included, which react-hook-form cannot focus.
  const form = useDomainForm<OfferingValues>({ defaultValues: defaults, check: validateOffering, shouldFocusError: false });
  // form.refuse, by the one function that stays the same from render to render.
  const { setError } = form;

  const handled = useRef<SaveOfferingResult>(undefined);
  useEffect(() => {
    // Each answer of the action once (the page's data is read again after it, which renders this again).
    if (!result || result === handled.current) return;
    handled.current = result;
    if ("error" in result) setError("root.server", { type: "server", message: result.error });
    else void navigate(paths.vendorOfferings(), { state: noticeState(savedNotice(result.saved, approved)) });
  }, [result, approved, navigate, setError]);

  const send = form.handleSubmit(
    (values) => submitJson(offeringPayload(values, offering?.id)),
    () => focusFirstInvalid(formRef.current),
  );
  /** The id of a card's heading, which names the card. */
  const cardId = (name: string) => `${id}-${name}`;
  const type = form.watch("offeringType");
  const imageIds = form.watch("imageIds");
  const status = form.watch("status");
  const preview = pricePreview({ price: form.watch("price"), priceLabel: form.watch("priceLabel") });
  const typeInput = form.choice("offeringType");
  const photosError = form.errorOf("imageIds");
  const descriptionError = form.formState.errors.description?.root?.message;

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-label={offering ? `Edit ${offering.title}` : "New offering"}
    >
      <section className={styles.card} aria-labelledby={cardId("basics")}>
        <h2 id={cardId("basics")} className={styles.cardTitle}>
          What you offer
        </h2>
        <FormField
          form={form}
          name="title"
          label={LABEL.title}
          required
          hint="What customers see on the card, e.g. Balloon arch for birthdays"
        >
          {(control) => <input {...control} className={formStyles.input} defaultValue={defaults.title} />}
        </FormField>
        <ChipChoice
          id={form.fieldId("category")}
          legend="Category"
          options={VENDOR_CATEGORY_CHOICES}
          defaultValue={defaults.category}
          error={form.errorOf("category")}
          input={form.choice("category")}
        />
        <ChipChoice
          id={form.fieldId("subCategory")}
          legend="Who is it for?"
          options={AUDIENCES}
          defaultValue={defaults.subCategory}
          input={form.choice("subCategory")}
        />
        <TypeChoice
          id={form.fieldId("offeringType")}
          defaultValue={defaults.offeringType}
          error={form.errorOf("offeringType")}
          input={{
            ...typeInput,
            onChange: (event) => {
              const changed = typeInput.onChange(event);
              // A bookable offering starts with the questions most bookings need; the vendor edits from there.
              if (form.getValues("offeringType") === "book" && form.getValues("bookingAttributes").length === 0) {
                form.setValue("bookingAttributes", starterBookingFields());
                form.clearErrors(listError("bookingAttributes"));
              }
              return changed;
            },
          }}
        />
        {type === "buy" ? (
          <FormField
            form={form}
            name="redirectUrl"
            label="Link to buy"
            required
            hint="The page on your website or shop where customers buy it. Starts with https://"
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                defaultValue={defaults.redirectUrl}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </FormField>
        ) : null}
      </section>

      {type === "book" ? (
        <section className={styles.card} aria-labelledby={cardId("booking")}>
          <h2 id={cardId("booking")} className={styles.cardTitle}>
            Booking form
          </h2>
          <BookingFieldsEditor form={form} idPrefix={cardId("booking")} />
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby={cardId("price-title")}>
        <h2 id={cardId("price-title")} className={styles.cardTitle}>
          {LABEL.price}
        </h2>
        <div className={formStyles.row}>
          <FormField form={form} name="price" label={LABEL.priceField} required hint="In whole rupees, without commas">
            {(control) => (
              <div className={formStyles.prefixed}>
                <span className={formStyles.prefix} aria-hidden="true">
                  ₹
                </span>
                <input {...control} className={formStyles.input} inputMode="numeric" defaultValue={defaults.price} />
              </div>
            )}
          </FormField>
          <FormField
            form={form}
            name="priceLabel"
            label={LABEL.priceLabel}
            hint={`Optional, e.g. From ₹499 or ₹6,000 per day. Up to ${L.priceLabel.max} characters.`}
          >
            {(control) => <input {...control} className={formStyles.input} defaultValue={defaults.priceLabel} />}
          </FormField>
        </div>
        {preview ? (
          <p className={formStyles.hint}>
            Customers see: <strong className={styles.preview}>{preview}</strong>
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby={cardId("photos")}>
        <h2 id={cardId("photos")} className={styles.cardTitle}>
          Photos
        </h2>
        <p className={formStyles.hint}>The first photo you choose is the one on the offering&apos;s card.</p>
        <div
          data-invalid={photosError ? "" : undefined}
          data-focus-invalid={photosError ? "" : undefined}
          tabIndex={photosError ? -1 : undefined}
          className={styles.pickerWrap}
        >
          <GalleryPicker
            selectedIds={imageIds}
            max={OFFERING_IMAGES_MAX}
            onChange={(ids) => {
              form.setValue("imageIds", ids);
              form.clearErrors("imageIds");
            }}
          />
        </div>
        {photosError ? <FieldError message={photosError} /> : null}
      </section>

      <section className={styles.card} aria-labelledby={cardId("about")}>
        <h2 id={cardId("about")} className={styles.cardTitle}>
          Description
        </h2>
        <FormField form={form} name="summary" label={LABEL.summary} required hint="One or two sentences: what it is and who it is for.">
          {(control) => <textarea {...control} className={formStyles.textarea} rows={3} defaultValue={defaults.summary} />}
        </FormField>
        <p className={formStyles.hint}>
          {form.watch("summary").trim().length} / {L.summary.max} characters
        </p>
        <DescriptionEditor form={form} />
        {descriptionError ? <FieldError message={descriptionError} /> : null}
        <FormField form={form} name="goodToKnow" label={LEAD_COPY.goodToKnow} hint="What shoppers should tell you, one point a line.">
          {(control) => <textarea {...control} className={formStyles.textarea} rows={4} defaultValue={defaults.goodToKnow} />}
        </FormField>
      </section>

      <section className={styles.card} aria-labelledby={cardId("more")}>
        <h2 id={cardId("more")} className={styles.cardTitle}>
          Occasions and visibility
        </h2>
        <OccasionPicker
          id={form.fieldId("occasions")}
          options={occasions}
          selected={form.watch("occasions")}
          error={form.errorOf("occasions")}
          onChange={(ids) => {
            form.setValue("occasions", ids);
            form.clearErrors("occasions");
          }}
        />
        <label className={formStyles.check}>
          <input
            type="checkbox"
            checked={status === OFFERING_STATUS.live}
            onChange={(e) => form.setValue("status", e.target.checked ? OFFERING_STATUS.live : OFFERING_STATUS.paused)}
          />
          Live: show it on my storefront and in search
        </label>
      </section>

      <div className={formStyles.actions}>
        <FormAlert message={hasFieldErrors(form.formState.errors) ? "Please fix the fields marked above." : form.formError} />
        <SubmitButton busy={form.formState.isSubmitting} label={offering ? "Save changes" : "Save offering"} busyLabel="Saving…" />
        <Link to={paths.vendorOfferings()} className={`btn btn-outline ${formStyles.submit}`}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
