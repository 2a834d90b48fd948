import { HOME_SECTION_LABELS, HOME_SECTIONS } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";
import { SectionIcon } from "../../shared/ui/icons";
import { SectionLink } from "./section-link";

/** The four explore sections of application §2, in the order the header and drawer show them. */
export const EXPLORE_SECTIONS: { id: HomeSection; label: string }[] = HOME_SECTIONS.map((id) => ({ id, label: HOME_SECTION_LABELS[id] }));

interface ExploreSectionListProps {
  active: HomeSection | null;
  onSelect: (section: HomeSection) => void;
  listClassName?: string;
  linkClassName?: string;
  /** Where the labels can hide (the header pill): each label takes this class, and each link a tooltip. */
  labelClassName?: string;
}

/** The explore sections as a list of links, each with its icon: the header pill and the phone drawer show it. */
export function ExploreSectionList({ active, onSelect, listClassName, linkClassName, labelClassName }: ExploreSectionListProps) {
  return (
    <ul className={listClassName}>
      {EXPLORE_SECTIONS.map((section) => (
        <li key={section.id}>
          <SectionLink
            section={section.id}
            label={section.label}
            active={active === section.id}
            onSelect={onSelect}
            className={linkClassName}
            title={labelClassName ? section.label : undefined}
          >
            <SectionIcon section={section.id} />
            {labelClassName ? <span className={labelClassName}>{section.label}</span> : section.label}
          </SectionLink>
        </li>
      ))}
    </ul>
  );
}
