import { lazy, Suspense, useState } from "react";
import { DISPLAY, SORT_OPTIONS } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";
import { BottomSheet } from "../../shared/ui/bottom-sheet";
import { Chevron } from "../../shared/ui/chevron";
import { SORT_PLACEHOLDER, sortLabel, toggleSort } from "./offering-filters";
import { DESKTOP_QUERY, useMediaQuery } from "./use-media-query";
import { CheckIcon } from "../../shared/ui/check-icon";
import styles from "./sort-control.module.css";

const loadDropdown = () => import("./sort-dropdown");
const SortDropdown = lazy(loadDropdown);

interface SortControlProps {
  value: SortValue | null;
  onChange: (value: SortValue | null) => void;
  /** Class of the trigger button, so it matches the Filters button beside it. */
  className?: string;
}

const optionHeight = { minHeight: DISPLAY.sortOptionHeightPx };

/**
 * The sort button (application §2): a dropdown on desktop that closes on an outside click or Escape, a bottom
 * sheet on phones and tablets. Picking the selected option again deselects it and the button reads 'Sort By'.
 */
export function SortControl({ value, onChange, className }: SortControlProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The desktop menu (Radix) loads on first hover, focus or press; until then the trigger is a plain button.
  const [menuUsed, setMenuUsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const label = sortLabel(value);
  const pick = (option: SortValue) => onChange(toggleSort(value, option));
  const triggerContent = (
    <>
      <span className={styles.icon}>
        <SortIcon />
      </span>
      <span>{label}</span>
      <span className={styles.chevron}>
        <Chevron direction="down" />
      </span>
    </>
  );
  const triggerLabel = value ? `${SORT_PLACEHOLDER}: ${label}` : undefined;

  if (isDesktop) {
    const triggerClass = [className, styles.trigger].filter(Boolean).join(" ");
    const placeholder = (
      <button
        type="button"
        className={triggerClass}
        data-active={value !== null}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      >
        {triggerContent}
      </button>
    );
    if (!menuUsed) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <SortDropdown value={value} onPick={pick} open={menuOpen} onOpenChange={setMenuOpen} className={triggerClass} triggerLabel={triggerLabel}>
          {triggerContent}
        </SortDropdown>
      </Suspense>
    );
  }

  return (
    <>
      <button type="button" className={[className, styles.trigger].filter(Boolean).join(" ")} data-active={value !== null} aria-haspopup="dialog" aria-label={triggerLabel} onClick={() => setSheetOpen(true)}>
        {triggerContent}
      </button>
      <BottomSheet open={sheetOpen} onOpenChange={setSheetOpen} title={SORT_PLACEHOLDER} height="medium">
        <ul className={styles.sheetList}>
          {SORT_OPTIONS.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={styles.option}
                style={optionHeight}
                aria-pressed={value === option.value}
                onClick={() => {
                  pick(option.value);
                  setSheetOpen(false);
                }}
              >
                {option.label}
                {value === option.value ? <CheckIcon size={14} /> : null}
              </button>
            </li>
          ))}
        </ul>
      </BottomSheet>
    </>
  );
}

function SortIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M7 4v16M4 17l3 3 3-3M17 20V4M14 7l3-3 3 3" />
    </svg>
  );
}
