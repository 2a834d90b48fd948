import type { HomeSection } from "@utsav/domain";
import { ExploreSectionList } from "./explore-sections";
import styles from "./explore-pill.module.css";

/** The explore-section pill of the header, tablet and desktop only; labels show from 940 px (HEADER.labelsFromWidth). */
export function ExplorePill({ active, onSelect }: { active: HomeSection | null; onSelect: (section: HomeSection) => void }) {
  return (
    <nav aria-label="Explore sections" className={styles.pill}>
      <ExploreSectionList
        active={active}
        onSelect={onSelect}
        listClassName={styles.list}
        linkClassName={styles.item}
        labelClassName={styles.label}
      />
    </nav>
  );
}
