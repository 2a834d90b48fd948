import { Link } from "react-router";
import { CITY } from "@utsav/domain/client";
import type { Footer } from "@utsav/domain";
import { ChatIcon, PhoneIcon } from "../../shared/ui/icons";
import { MailIcon } from "./icons";
import { Logo } from "./logo";
import styles from "./site-footer.module.css";

/** The site footer (application §2): the footer data's sections, the legal links and the copyright line. */
export function SiteFooter({ footer }: { footer: Footer }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>Decor, gifts and sweets from trusted vendors. Now serving {CITY}.</p>
        </div>
        <nav aria-label="Footer" className={styles.sections}>
          {footer.sections.map((section) => (
            <section key={section.title} className={styles.section} aria-labelledby={`footer-${slugOf(section.title)}`}>
              <h2 id={`footer-${slugOf(section.title)}`} className={styles.heading}>
                {section.navRef ? <FooterLink navRef={section.navRef}>{section.title}</FooterLink> : section.title}
              </h2>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.navRef}>
                    <FooterLink navRef={link.navRef}>
                      <ContactIcon navRef={link.navRef} />
                      {link.title}
                    </FooterLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <ul className={styles.legal} aria-label="Legal">
            {footer.legalLinks.map((link) => (
              <li key={link.navRef}>
                <FooterLink navRef={link.navRef}>{link.title}</FooterLink>
              </li>
            ))}
          </ul>
          <p className={styles.copyright}>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}

/** Internal paths go through the router; mail, phone and chat links are plain anchors, web links open a new tab. */
function FooterLink({ navRef, children }: { navRef: string; children: React.ReactNode }) {
  if (navRef.startsWith("/")) {
    return (
      <Link to={navRef} className={styles.link}>
        {children}
      </Link>
    );
  }
  if (/^https?:/.test(navRef)) {
    return (
      <a href={navRef} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={navRef} className={styles.link}>
      {children}
    </a>
  );
}

function ContactIcon({ navRef }: { navRef: string }) {
  if (navRef.startsWith("mailto:")) return <MailIcon />;
  if (navRef.startsWith("tel:")) return <PhoneIcon />;
  if (/^https?:/.test(navRef)) return <ChatIcon />;
  return null;
}

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
