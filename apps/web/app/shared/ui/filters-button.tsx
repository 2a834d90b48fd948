import { CATALOGUE_COPY, catalogueCopyFor } from "@utsav/domain/client";
import { Icon } from "./icons";
import styles from "./filters-button.module.css";

/** The look of the filter bar's buttons, Filters and Sort By, on the lists and in search alike. */
export const filterControlClass = styles.control;

/**
 * The Filters button of the lists and of search: it opens the filters dialog (filter-sheet.tsx), and a badge counts
 * the filters that differ from their defaults (application §2), read out as 'Filters (2 applied)'.
 */
export function FiltersButton({ active, onClick }: { active: number; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-haspopup="dialog"
      aria-label={catalogueCopyFor.filtersApplied(active)}
      onClick={onClick}
    >
      <Icon size={18}>
        <path d="M4 6h16M7 12h10M10 18h4" />
      </Icon>
      <span>{CATALOGUE_COPY.filters}</span>
      {active > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {active}
        </span>
      ) : null}
    </button>
  );
}
