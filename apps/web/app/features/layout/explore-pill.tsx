import type { HomeSection } from "@utsav/domain";
import { SectionIcon } from "../../shared/ui/icons";
import { EXPLORE_SECTIONS } from "./explore-sections";
import { SectionLink } from "./section-link";
import styles from "./explore-pill.module.css";

/** The explore-section pill of the header, tablet and desktop only; labels show from 940 px (HEADER.labelsFromWidth). */
export function ExplorePill({ active, onSelect }: { active: HomeSection | null; onSelect: (section: HomeSection) => void }) {
  return (
    <nav aria-label="Explore sections" className={styles.pill}>
      <ul className={styles.list}>
        {EXPLORE_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink
              section={section.id}
              label={section.label}
              active={active === section.id}
              onSelect={onSelect}
              className={styles.item}
              title={section.label}
            >
              <SectionIcon section={section.id} />
              <span className={styles.label}>{section.label}</span>
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
