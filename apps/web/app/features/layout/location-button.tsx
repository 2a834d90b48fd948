import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { CITY } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { CheckIcon } from "../../shared/ui/check-icon";
import { PinIcon } from "../../shared/ui/line-icons";
import { ChevronDownIcon } from "./icons";
import styles from "./location-button.module.css";

const LocalityPicker = lazy(() => import("./locality-picker"));

interface LocationButtonProps {
  /** The shopper's chosen locality (cookie, or profile when signed in); null until one is chosen. */
  locality?: string | null;
}

/**
 * The header's location button and its popup (application §2): only Bengaluru is served for now, and within it the
 * shopper picks a locality by name or pincode, which pages use to say whether a vendor serves it (decision 0022).
 */
export function LocationButton({ locality = null }: LocationButtonProps) {
  const [open, setOpen] = useState(false);
  const revalidator = useRevalidator();
  const place = locality ?? CITY;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Location: ${place}. Change city or locality`}
      >
        <PinIcon />
        <span className={styles.city}>{place}</span>
        <ChevronDownIcon />
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Select your City" size="small">
        <ul className={styles.cities}>
          <li>
            <button type="button" className={styles.city} data-selected="" aria-pressed="true" onClick={() => setOpen(false)}>
              <PinIcon />
              <span className={styles.cityName}>{CITY}</span>
              <CheckIcon size={20} />
            </button>
          </li>
        </ul>
        <p className={styles.note}>Right now in {CITY}, soon in more cities!</p>
        <Suspense fallback={null}>
          <LocalityPicker
            current={locality}
            onChosen={() => {
              setOpen(false);
              // Pages read the locality on the server: their loaders run again to say who serves it.
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
