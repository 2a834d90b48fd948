import { lazy, Suspense, useState } from "react";
import { SORT_OPTIONS } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";
import { SortIcon } from "./search-icons";
import styles from "./sort-menu.module.css";

const loadDropdown = () => import("./sort-menu-dropdown");
const SortMenuDropdown = lazy(loadDropdown);

export interface SortMenuProps {
  value: SortValue | null;
  onChange: (value: SortValue | null) => void;
}

/** What the sort button shows: 'Sort By', and on wider screens the chosen option. */
export function SortMenuLabel({ value }: { value: SortValue | null }) {
  const selected = SORT_OPTIONS.find((o) => o.value === value);
  return (
    <>
      <SortIcon />
      <span>
        Sort By{selected ? <span className={styles.current}>: {selected.label}</span> : null}
      </span>
    </>
  );
}

/**
 * 'Sort By' with the options of application §2. Until it is first used it is a plain button; the menu's code
 * (Radix DropdownMenu) loads on hover, focus or press, so it is not part of the page's initial JavaScript.
 */
export function SortMenu(props: SortMenuProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const start = () => {
    setUsed(true);
    setOpen(true);
  };
  const placeholder = (
    <button
      type="button"
      className={`btn btn-outline ${styles.trigger}`}
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
      <SortMenuLabel value={props.value} />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SortMenuDropdown {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
