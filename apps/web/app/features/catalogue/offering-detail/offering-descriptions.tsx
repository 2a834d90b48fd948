import type { DescriptionSection } from "@utsav/domain";
import styles from "./offering-descriptions.module.css";

/** The offering's titled description sections, each with its lines. */
export function OfferingDescriptions({ sections }: { sections: DescriptionSection[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.title}>{section.title}</h2>
          {section.items.length === 1 ? (
            <p className={styles.text}>{section.items[0]}</p>
          ) : (
            <ul className={styles.list}>
              {section.items.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
