import { useId } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { messageFor } from "@utsav/domain/client";
import { CheckIcon, Chevron } from "../../../shared/ui/icons";
import { toggleIn } from "@utsav/domain/client";
import styles from "./vendor-select.module.css";

interface VendorSelectProps {
  vendors: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  labelledBy: string;
}

export const ALL_VENDORS = "All vendors";

/** A multi-select dropdown of vendors; the button reads 'N selected' (application §5). */
export function VendorSelect({ vendors, selected, onChange, labelledBy }: VendorSelectProps) {
  const valueId = useId();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-labelledby={`${labelledBy} ${valueId}`}>
        <span id={valueId}>{selected.length > 0 ? messageFor.multiSelected(selected.length) : ALL_VENDORS}</span>
        <Chevron direction="down" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4} collisionPadding={8}>
          {vendors.map((vendor) => (
            <DropdownMenu.CheckboxItem
              key={vendor}
              className={styles.item}
              checked={selected.includes(vendor)}
              // Several vendors may be picked: the menu stays open after each pick.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => onChange(toggleIn(selected, vendor))}
            >
              <span className={styles.box} aria-hidden="true">
                <DropdownMenu.ItemIndicator>
                  <CheckIcon size={14} />
                </DropdownMenu.ItemIndicator>
              </span>
              {vendor}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
