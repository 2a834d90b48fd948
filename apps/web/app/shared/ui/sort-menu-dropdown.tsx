import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { DISPLAY, SORT_OPTIONS, toggleSort } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";
import { CheckIcon } from "./icons";
import styles from "./sort-menu.module.css";

export interface SortMenuDropdownProps {
  value: SortValue | null;
  /** The picked option, or null when the selected option is picked again. */
  onChange: (value: SortValue | null) => void;
  /** The trigger's class, so it matches the buttons beside it. */
  triggerClassName: string;
  /** The trigger's accessible name, when its text alone would not say it sorts. */
  triggerLabel?: string;
  /** What the trigger shows. */
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// spec: application §2 "Each option is 50 px high".
const optionHeight = { minHeight: DISPLAY.sortOptionHeightPx };

/**
 * The sort menu itself (Radix DropdownMenu: arrow keys move, Escape and an outside press close it, focus returns to
 * the button). Choosing the selected option again deselects it.
 */
export default function SortMenuDropdown({
  value,
  onChange,
  triggerClassName,
  triggerLabel,
  children,
  open,
  onOpenChange,
}: SortMenuDropdownProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={triggerClassName} data-active={value !== null} aria-label={triggerLabel}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={value ?? ""}>
            {SORT_OPTIONS.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.option}
                style={optionHeight}
                onSelect={() => onChange(toggleSort(value, option.value))}
              >
                {option.label}
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <CheckIcon size={14} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
