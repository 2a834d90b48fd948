import { useRevalidator } from "react-router";
import { CITY, COMMON_COPY } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { CheckIcon, PinIcon } from "../../shared/ui/icons";
import LocalityPicker from "./locality-picker";
import styles from "./location-button.module.css";

export interface LocationPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The consumer's chosen locality, or null. */
  locality: string | null;
}

/**
 * The location popup (application §2): only Bengaluru is served for now, and within it the consumer picks a locality by
 * name or pincode (decision 0022). Its code loads the first time the header's button is pressed.
 */
export default function LocationPopup({ open, onOpenChange, locality }: LocationPopupProps) {
  const revalidator = useRevalidator();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={COMMON_COPY.selectCity} size="small">
      <ul className={styles.cities}>
        <li>
          <button type="button" className={styles.city} data-selected="" aria-pressed="true" onClick={() => onOpenChange(false)}>
            <PinIcon />
            <span className={styles.cityName}>{CITY}</span>
            <CheckIcon size={20} />
          </button>
        </li>
      </ul>
      <p className={styles.note}>{COMMON_COPY.cityNote}</p>
      <LocalityPicker
        current={locality}
        onChosen={() => {
          onOpenChange(false);
          // Pages read the locality on the server: their loaders run again to say who serves it.
          void revalidator.revalidate();
        }}
      />
    </Modal>
  );
}
