import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { DISPLAY, SORT_OPTIONS } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";
import { CheckIcon } from "../../shared/ui/check-icon";
import styles from "./sort-control.module.css";

interface SortDropdownProps {
  value: SortValue | null;
  onPick: (value: SortValue) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  triggerLabel?: string;
  children: React.ReactNode;
}

const optionHeight = { minHeight: DISPLAY.sortOptionHeightPx };

/** The desktop sort menu (Radix DropdownMenu): closes on an outside click or Escape. */
export default function SortDropdown({ value, onPick, open, onOpenChange, className, triggerLabel, children }: SortDropdownProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={className} data-active={value !== null} aria-label={triggerLabel}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={value ?? ""}>
            {SORT_OPTIONS.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={option.value} className={styles.option} style={optionHeight} onSelect={() => onPick(option.value)}>
                {option.label}
                <DropdownMenu.ItemIndicator>
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
