import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ANIMATION_MS } from "@utsav/domain/client";
import type { HeroData } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { HeroLines } from "./hero-lines";
import styles from "./hero-banner.module.css";

export const HERO_WIDTHS = [640, 1280, 1920];
export const heroSrcSet = (format: "avif" | "webp") => HERO_WIDTHS.map((w) => `/assets/images/hero/hero-${w}.${format} ${w}w`).join(", ");

/** Rotates through the highlight lines on a timer; each change fades and slides in (application §2). */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}

/** What the composed notify-me box receives: the one of features/waitlist takes exactly these. */
export interface NotifyMeProps {
  placeholder: string;
  buttonText: string;
  subtitle: string;
}

/** Renders the notify-me box; the route composes it in (features do not import each other). */
export type RenderNotifyMe = (props: NotifyMeProps) => React.ReactNode;

/** The home hero: 'Celebrate Every' with rotating occasions, 'Effortlessly!', request proposals and notify-me. */
export function HeroBanner({ hero, renderNotifyMe }: { hero: HeroData; renderNotifyMe: RenderNotifyMe }) {
  const highlights = hero.notifyMe.titleHighlights;
  const index = useRotatingIndex(highlights.length, hero.notifyMe.highlightInterval ?? ANIMATION_MS.highlightRotation);
  const target =
    hero.buttonAction === "request_proposals"
      ? paths.requestProposals()
      : hero.buttonAction === "browse_vendors"
        ? paths.vendors()
        : paths.home();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <picture className={styles.bg}>
        <source type="image/avif" srcSet={heroSrcSet("avif")} sizes="100vw" />
        <source type="image/webp" srcSet={heroSrcSet("webp")} sizes="100vw" />
        <img src={hero.backgroundImage} alt="" width={1920} height={1080} fetchPriority="high" decoding="async" />
      </picture>
      <div className={`container ${styles.content}`}>
        <p className={styles.kicker}>{hero.notifyMe.celebrateText}</p>
        <h1 id="hero-title" className={styles.title}>
          <span>{hero.title}</span>{" "}
          <span className={styles.highlightBox} aria-live="off">
            <span key={index} className={styles.highlight} style={{ animationDuration: `${ANIMATION_MS.highlightFade}ms` }}>
              {highlights[index]}
            </span>
            <span className="visually-hidden">{highlights.join(", ")}</span>
          </span>
          <span className={styles.bottom}>{hero.notifyMe.titleBottomLine}</span>
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <HeroLines lines={hero.richTextArray} intervalMs={hero.rotationInterval} />
        <div className={styles.actions}>
          <Link to={target} className="btn btn-primary">
            {hero.buttonText}
          </Link>
        </div>
        {renderNotifyMe({
          placeholder: hero.notifyMe.placeholder,
          buttonText: hero.notifyMe.buttonText,
          subtitle: hero.notifyMe.subtitleText,
        })}
        <p className={styles.footer}>{hero.footerText}</p>
      </div>
    </section>
  );
}
