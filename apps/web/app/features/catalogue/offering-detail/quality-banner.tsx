import { CATALOGUE_COPY } from "@utsav/domain/client";
import { ShieldIcon } from "./icons";
import styles from "./quality-banner.module.css";

/** The quality-professionals banner at the foot of the offering page (application §2). */
export function QualityBanner() {
  return (
    <section className={styles.banner} aria-labelledby="quality-title">
      <span className={styles.icon}>
        <ShieldIcon size={28} />
      </span>
      <div className={styles.text}>
        <h2 id="quality-title" className={styles.title}>
          {CATALOGUE_COPY.qualityTitle}
        </h2>
        <ul className={styles.points}>
          {CATALOGUE_COPY.qualityPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
