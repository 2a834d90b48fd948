import { useWatch } from "react-hook-form";
import { SERVICE_AREA_COPY as AREA_COPY, VENDOR_PROFILE_LABELS as LABEL } from "@utsav/domain/client";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import { LocalityField } from "../../../shared/ui/locality-field";
import { Field, formStyles as form } from "../../../shared/ui/vendor-area/field";
import { serviceAreaPreview } from "./sections/service";
import type { ServiceValues } from "./sections/service";
import styles from "./profile.module.css";

// The Service section's base locality and the sentence shoppers read (docs/decisions/0036-named-service-areas.md).

/** The locality the business works from: one of the gazetteer's, suggested as the vendor types a name or pincode. */
export function BaseAreaField({ f }: { f: DomainForm<ServiceValues> }) {
  const id = f.fieldId("area");
  const typed = useWatch({ control: f.formControl, name: "area" });
  return (
    <Field label={LABEL.area} htmlFor={id} required hint={AREA_COPY.areaHint} error={f.errorOf("area")}>
      {/* The saved value is in the server's HTML too, before the form's script has loaded. */}
      <LocalityField
        {...f.control("area", { hint: true })}
        className={form.input}
        query={typed}
        defaultValue={f.formState.defaultValues?.area ?? ""}
      />
    </Field>
  );
}

/** Under the section: where the offering page will say the vendor serves, as the form stands now. */
export function ServiceAreaPreview({ f }: { f: DomainForm<ServiceValues> }) {
  const [area, serviceAreas, serviceRadiusKm] = useWatch({ control: f.formControl, name: ["area", "serviceAreas", "serviceRadiusKm"] });
  const line = serviceAreaPreview({ area, serviceAreas, serviceRadiusKm });
  if (!line) return null;
  return (
    <div className={styles.preview}>
      <p className={form.hint}>{AREA_COPY.shoppersRead}</p>
      <p className={styles.previewLine}>{line}</p>
    </div>
  );
}
