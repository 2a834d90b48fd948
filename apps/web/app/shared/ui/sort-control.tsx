import { useState } from "react";
import { CATALOGUE_COPY, catalogueCopyFor, DISPLAY, SORT_OPTIONS, sortLabel, toggleSort } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain";
import { DESKTOP_QUERY, useMediaQuery } from "../lib/use-media-query";
import { BottomSheet } from "./bottom-sheet";
import { CheckIcon, Chevron, SortIcon } from "./icons";
import { SortMenu } from "./sort-menu";
import styles from "./sort-control.module.css";

interface SortControlProps {
  value: SortValue | null;
  onChange: (value: SortValue | null) => void;
  /** Class of the trigger button, so it matches the Filters button beside it. */
  className?: string;
}

const optionHeight = { minHeight: DISPLAY.sortOptionHeightPx };

/**
 * The sort button of the offering lists and the search page (application §2): the sort menu on desktop, which
 * closes on an outside click or Escape, a bottom sheet on phones and tablets. Picking the selected option again deselects it and the button reads 'Sort By'.
 */
export function SortControl({ value, onChange, className }: SortControlProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const label = sortLabel(value);
  const triggerClass = [className, styles.trigger].filter(Boolean).join(" ");
  const triggerLabel = value ? catalogueCopyFor.sortedBy(label) : undefined;
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

  if (isDesktop) {
    return (
      <SortMenu value={value} onChange={onChange} triggerClassName={triggerClass} triggerLabel={triggerLabel}>
        {triggerContent}
      </SortMenu>
    );
  }

  return (
    <>
      <button
        type="button"
        className={triggerClass}
        data-active={value !== null}
        aria-haspopup="dialog"
        aria-label={triggerLabel}
        onClick={() => setSheetOpen(true)}
      >
        {triggerContent}
      </button>
      <BottomSheet open={sheetOpen} onOpenChange={setSheetOpen} title={CATALOGUE_COPY.sortBy} height="medium">
        <ul className={styles.sheetList}>
          {SORT_OPTIONS.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={styles.option}
                style={optionHeight}
                aria-pressed={value === option.value}
                onClick={() => {
                  onChange(toggleSort(value, option.value));
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
