import { ShieldIcon } from "./icons";
import styles from "./quality-banner.module.css";

const POINTS = ["Vendors checked before they list", "Prices shown up front", "Real reviews from Bengaluru clients"];

/** The quality-professionals banner at the foot of the offering page (application §2). */
export function QualityBanner() {
  return (
    <section className={styles.banner} aria-labelledby="quality-title">
      <span className={styles.icon}>
        <ShieldIcon size={28} />
      </span>
      <div className={styles.text}>
        <h2 id="quality-title" className={styles.title}>
          Quality professionals you can trust
        </h2>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
