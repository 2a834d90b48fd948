import { lazy, Suspense, useState } from "react";
import { CITY } from "@utsav/domain/client";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import { PinIcon } from "../../shared/ui/icons";
import { ChevronDownIcon } from "./icons";
import styles from "./location-button.module.css";

const LocationPopup = lazy(() => import("./location-popup"));

interface LocationButtonProps {
  /** The consumer's chosen locality (cookie, or profile when signed in); null until one is chosen. */
  locality?: string | null;
}

/** The header's location button: the chosen locality, or the city until one is chosen (decision 0022). */
export function LocationButton({ locality = null }: LocationButtonProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
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
      {opened ? (
        <Suspense fallback={null}>
          <LocationPopup open={open} onOpenChange={setOpen} locality={locality} />
        </Suspense>
      ) : null}
    </>
  );
}
