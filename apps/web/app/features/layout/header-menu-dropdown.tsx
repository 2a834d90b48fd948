import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { Link } from "react-router";
import { BOOKING_COPY, HELP_COPY, MY_BRIEFS_TITLE } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { ChatIcon } from "../../shared/ui/icons";
import { BookIcon, HelpIcon, LogoutIcon, StoreIcon, UserIcon } from "./icons";
import { HeaderMenuTrigger } from "./header-menu-trigger";
import type { AccountActions, SignedInAs } from "./account-actions";
import styles from "./header-menu.module.css";
import { workPaths } from "../../lib/work-paths";

/**
 * The hamburger menu of tablets and desktops (application §2): Login, or Profile for a consumer and Vendor dashboard
 * for a vendor, Help & Support, Logout when signed in. Radix closes it on an outside click or Escape and moves focus
 * with the arrow keys.
 */
export default function HeaderMenuDropdown({
  signedInAs,
  onLogin,
  onProfile,
  onLogout,
  onHelp,
  open,
  onOpenChange,
}: AccountActions & { signedInAs: SignedInAs; onHelp: () => void; open: boolean; onOpenChange: (open: boolean) => void }) {
  // Focus goes back to the trigger when the menu closes, except when a popup opened from it takes focus.
  const popupOpened = useRef(false);
  return (
    // Not modal: the Help & Support popup opens from an item, and a modal menu would fight it for focus.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label="Menu">
        <HeaderMenuTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            if (popupOpened.current) event.preventDefault();
            popupOpened.current = false;
          }}
        >
          {signedInAs === "vendor" ? (
            // A vendor's profile is in the vendor area: the consumer's profile popup is not theirs.
            <DropdownMenu.Item className={styles.item} asChild>
              <Link to={paths.vendorDashboard()}>
                <StoreIcon />
                Vendor dashboard
              </Link>
            </DropdownMenu.Item>
          ) : signedInAs === "operator" ? (
            <DropdownMenu.Item className={styles.item} asChild>
              <Link to={workPaths.ops()}>
                <StoreIcon />
                Operations console
              </Link>
            </DropdownMenu.Item>
          ) : signedInAs === "consumer" ? (
            <>
              <DropdownMenu.Item
                className={styles.item}
                onSelect={() => {
                  popupOpened.current = true;
                  onProfile?.();
                }}
              >
                <UserIcon />
                Profile
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} asChild>
                <Link to={paths.myBookings()}>
                  <BookIcon />
                  {BOOKING_COPY.myBookingsTitle}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} asChild>
                <Link to={paths.myBriefs()}>
                  <ChatIcon />
                  {MY_BRIEFS_TITLE}
                </Link>
              </DropdownMenu.Item>
            </>
          ) : onLogin ? (
            <DropdownMenu.Item
              className={`${styles.item} ${styles.strong}`}
              onSelect={() => {
                popupOpened.current = true;
                onLogin();
              }}
            >
              <UserIcon />
              Login
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={`${styles.item} ${styles.strong}`} asChild>
              <Link to={paths.login()}>
                <UserIcon />
                Login
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={styles.item}
            onSelect={() => {
              popupOpened.current = true;
              onHelp();
            }}
          >
            <HelpIcon />
            {HELP_COPY.helpSupport}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} asChild>
            <Link to={paths.vendors()}>
              <StoreIcon />
              Onboard as Vendor
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} asChild>
            <Link to={paths.blog()}>
              <BookIcon />
              Blog
            </Link>
          </DropdownMenu.Item>
          {signedInAs ? (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Item className={styles.item} onSelect={() => onLogout?.(signedInAs)}>
                <LogoutIcon />
                Logout
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
