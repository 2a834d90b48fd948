import { lazy, Suspense } from "react";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import { MenuIcon } from "./icons";
import type { MobileDrawerProps } from "./mobile-drawer-panel";
import styles from "./mobile-drawer.module.css";

const loadPanel = () => import("./mobile-drawer-panel");
const MobileDrawerPanel = lazy(loadPanel);

/**
 * The phone drawer (application §2: 280 px wide, HEADER.drawerWidth) with what the header has no room for: a
 * Radix Dialog styled as a side drawer (mobile-drawer-panel.tsx) whose code loads when it first opens.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const opened = useOpenedOnce(props.open);
  return (
    <>
      <button
        type="button"
        className={`icon-btn ${styles.trigger}`}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={props.open}
        onPointerEnter={() => void loadPanel()}
        onClick={() => props.onOpenChange(true)}
      >
        <MenuIcon />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel {...props} />
        </Suspense>
      ) : null}
    </>
  );
}
