import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import type { AccountActions, SignedInAs } from "./account-actions";
import { ExplorePill } from "./explore-pill";
import { HeaderMenu } from "./header-menu";
import { SearchIcon } from "./icons";
import { LocationButton } from "./location-button";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { useScrolled } from "./use-scrolled";
import { useSectionSelection } from "./use-section-selection";
import styles from "./site-header.module.css";

const HelpSupportPopup = lazy(() => import("./help-support-popup"));

interface SiteHeaderProps extends AccountActions {
  /** Signed-in users see Profile (a vendor: Vendor dashboard) and Logout instead of Login (application §6). */
  signedInAs?: SignedInAs;
  /** The consumer's chosen locality, shown on the location button. */
  locality?: string | null;
}

/**
 * The site header (application §2, §4): logo, city, search, the explore pill on tablets and desktops, the
 * hamburger menu (a dropdown from 768 px, a side drawer below), and a compact shadowed look once scrolled.
 */
export function SiteHeader({ signedInAs = null, locality = null, onLogin, onProfile, onLogout }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const { active, select } = useSectionSelection();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpOpened = useOpenedOnce(helpOpen);
  const openHelp = () => setHelpOpen(true);

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <Logo className={styles.logo} />
          <LocationButton locality={locality} />
        </div>
        <div className={styles.middle}>
          <ExplorePill active={active} onSelect={select} />
        </div>
        <div className={styles.end}>
          <Link to={paths.search()} className="icon-btn" aria-label="Search">
            <SearchIcon />
          </Link>
          <div className={styles.menu}>
            <HeaderMenu signedInAs={signedInAs} onHelp={openHelp} onLogin={onLogin} onProfile={onProfile} onLogout={onLogout} />
          </div>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            signedInAs={signedInAs}
            active={active}
            onSelect={select}
            onHelp={openHelp}
            onProfile={onProfile}
            onLogout={onLogout}
          />
        </div>
      </div>
      {helpOpened ? (
        <Suspense fallback={null}>
          <HelpSupportPopup open={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
