import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import type { HomeSection } from "@utsav/domain";
import { BOOKING_COPY, HELP_COPY, MY_BRIEFS_TITLE } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { ChatIcon, CloseIcon } from "../../shared/ui/icons";
import type { AccountActions, SignedInAs } from "./account-actions";
import { ExploreSectionList } from "./explore-sections";
import { BookIcon, HelpIcon, LogoutIcon, StoreIcon, UserIcon } from "./icons";
import overlay from "../../shared/ui/overlay.module.css";
import styles from "./mobile-drawer.module.css";
import { workPaths } from "../../lib/work-paths";

export interface MobileDrawerProps extends AccountActions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedInAs: SignedInAs;
  active: HomeSection | null;
  onSelect: (section: HomeSection) => void;
  onHelp: () => void;
}

/**
 * The phone drawer (application §2: 280 px wide, HEADER.drawerWidth) with what the header has no room for.
 * A Radix Dialog styled as a side drawer: focus is trapped, and an outside tap or Escape closes it.
 */
export default function MobileDrawerPanel({
  open,
  onOpenChange,
  signedInAs,
  active,
  onSelect,
  onHelp,
  onProfile,
  onLogout,
}: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  const then = (action?: () => void) => () => {
    close();
    action?.();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            {signedInAs === "vendor" ? (
              // A vendor's profile is in the vendor area: the consumer's profile popup is not theirs.
              <Link to={paths.vendorDashboard()} className={styles.row} onClick={close}>
                <StoreIcon />
                Vendor dashboard
              </Link>
            ) : signedInAs === "operator" ? (
              <Link to={workPaths.ops()} className={styles.row} onClick={close}>
                <StoreIcon />
                Operations console
              </Link>
            ) : signedInAs === "consumer" ? (
              <>
                <button type="button" className={styles.row} onClick={then(onProfile)}>
                  <UserIcon />
                  Profile
                </button>
                <Link to={paths.myBookings()} className={styles.row} onClick={close}>
                  <BookIcon />
                  {BOOKING_COPY.myBookingsTitle}
                </Link>
                <Link to={paths.myBriefs()} className={styles.row} onClick={close}>
                  <ChatIcon />
                  {MY_BRIEFS_TITLE}
                </Link>
              </>
            ) : (
              <Link to={paths.login()} className={`btn btn-primary ${styles.login}`} onClick={close}>
                <UserIcon />
                Login
              </Link>
            )}
            <nav aria-label="Explore sections" className={styles.group}>
              <h2 className={styles.groupTitle}>Explore</h2>
              <ExploreSectionList
                active={active}
                onSelect={(id) => {
                  close();
                  onSelect(id);
                }}
                listClassName={styles.list}
                linkClassName={styles.row}
              />
            </nav>
            <div className={styles.group}>
              <h2 className={styles.groupTitle}>More</h2>
              <ul className={styles.list}>
                <li>
                  <button type="button" className={styles.row} onClick={then(onHelp)}>
                    <HelpIcon />
                    {HELP_COPY.helpSupport}
                  </button>
                </li>
                <li>
                  <Link to={paths.vendors()} className={styles.row} onClick={close}>
                    <StoreIcon />
                    Onboard as Vendor
                  </Link>
                </li>
                <li>
                  <Link to={paths.blog()} className={styles.row} onClick={close}>
                    <BookIcon />
                    Blog
                  </Link>
                </li>
                {signedInAs ? (
                  <li>
                    <button type="button" className={styles.row} onClick={then(() => onLogout?.(signedInAs))}>
                      <LogoutIcon />
                      Logout
                    </button>
                  </li>
                ) : null}
              </ul>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
