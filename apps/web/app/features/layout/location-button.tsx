import { useState } from "react";
import { CITY } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { CheckIcon, PinIcon } from "../../shared/ui/icons";
import { ChevronDownIcon } from "./icons";
import styles from "./location-button.module.css";

/** The header's city button and its popup (application §2): only Bengaluru is served for now. */
export function LocationButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Location: ${CITY}. Change city`}
      >
        <PinIcon />
        <span className={styles.city}>{CITY}</span>
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
      </Modal>
    </>
  );
}
