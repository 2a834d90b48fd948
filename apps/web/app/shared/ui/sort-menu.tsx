import { lazy, Suspense, useState } from "react";
import type { SortMenuDropdownProps } from "./sort-menu-dropdown";

const loadDropdown = () => import("./sort-menu-dropdown");
const SortMenuDropdown = lazy(loadDropdown);

export type SortMenuProps = Omit<SortMenuDropdownProps, "open" | "onOpenChange">;

/**
 * The sort button and its menu of the options of application §2, used by the search page and the offering lists.
 * Until it is first used it is a plain button; the menu's code (Radix DropdownMenu) loads on hover, focus or press,
 * so it is not part of the page's initial JavaScript.
 */
export function SortMenu(props: SortMenuProps) {
  const { value, triggerClassName, triggerLabel, children } = props;
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const start = () => {
    setUsed(true);
    setOpen(true);
  };
  const placeholder = (
    <button
      type="button"
      className={triggerClassName}
      data-active={value !== null}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={start}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          start();
        }
      }}
    >
      {children}
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SortMenuDropdown {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
