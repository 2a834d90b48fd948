import { lazy, Suspense, useState } from "react";
import type { AccountActions, SignedInAs } from "./account-actions";
import { HeaderMenuTrigger } from "./header-menu-trigger";
import styles from "./header-menu.module.css";

const loadDropdown = () => import("./header-menu-dropdown");
const HeaderMenuDropdown = lazy(loadDropdown);

/**
 * The hamburger menu of tablets and desktops (application §2): Login, or Profile (a vendor: Vendor dashboard), Help &
 * Support, Logout when signed in. Until it is first used it is a plain button, and the menu's code (Radix) loads on hover, focus or
 * press, so it is not part of the page's initial JavaScript.
 */
export function HeaderMenu(props: AccountActions & { signedInAs: SignedInAs; onHelp: () => void }) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={styles.trigger}
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }
      }}
    >
      <HeaderMenuTrigger />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderMenuDropdown {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
