import type { SuggestionItem } from "@utsav/domain";
import type { SuggestionSection } from "./suggestions-query";
import styles from "./search-box.module.css";

interface SuggestionListProps {
  id: string;
  sections: SuggestionSection[];
  hidden: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onPick: (item: SuggestionItem) => void;
}

const TYPE_LABEL: Record<SuggestionItem["type"], string> = {
  vendor: "Vendor",
  offering: "Offering",
  category: "Category",
  occasion: "Occasion",
};

/**
 * The suggestions popup of the search combobox: a listbox with one labelled group per section. Focus stays in the
 * input (aria-activedescendant), so options take no focus and a press on one must not blur the input.
 */
export function SuggestionList({ id, sections, hidden, activeIndex, optionId, onActivate, onPick }: SuggestionListProps) {
  let index = 0;
  return (
    <div role="listbox" id={id} aria-label="Suggestions" className={styles.listbox} hidden={hidden}>
      {sections.map((section) => {
        const labelId = `${id}-${section.title.replace(/\s+/g, "-").toLowerCase()}`;
        return (
          <div role="group" aria-labelledby={labelId} key={section.title} className={styles.group}>
            <div role="presentation" id={labelId} className={styles.groupLabel}>
              {section.title}
            </div>
            {section.items.map((item) => {
              const i = index++;
              return (
                <div
                  key={`${item.type}-${item.id}`}
                  role="option"
                  id={optionId(i)}
                  aria-selected={i === activeIndex}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (i !== activeIndex) onActivate(i);
                  }}
                  onClick={() => onPick(item)}
                >
                  {item.image ? (
                    <img className={styles.thumb} src={item.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.badge} aria-hidden="true">
                      {item.title.charAt(0)}
                    </span>
                  )}
                  <span className={styles.text}>
                    <span className={styles.optionTitle}>{item.title}</span>
                    <span className={styles.optionSubtitle}>{item.subtitle || TYPE_LABEL[item.type]}</span>
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
