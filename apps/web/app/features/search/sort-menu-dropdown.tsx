import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { DISPLAY, SORT_OPTIONS } from "@utsav/domain/client";
import { CheckIcon } from "../../shared/ui/check-icon";
import { SortMenuLabel } from "./sort-menu";
import type { SortMenuProps } from "./sort-menu";
import styles from "./sort-menu.module.css";

// spec: application §2 "Each option is 50 px high".
const optionHeight = { minHeight: DISPLAY.sortOptionHeightPx };

/**
 * The sort menu itself (Radix DropdownMenu: arrow keys move, Escape and an outside press close it, focus returns to
 * the button). Choosing the selected option again returns to relevance (null).
 */
export default function SortMenuDropdown({ value, onChange, open, onOpenChange }: SortMenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={`btn btn-outline ${styles.trigger}`}>
        <SortMenuLabel value={value} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={value ?? ""}>
            {SORT_OPTIONS.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.item}
                style={optionHeight}
                onSelect={() => onChange(option.value === value ? null : option.value)}
              >
                {option.label}
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
