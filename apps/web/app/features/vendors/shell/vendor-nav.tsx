import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { VENDOR_NAV_COPY, vendorNavCopyFor } from "@utsav/domain/client";
import type { VendorMemberRole } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { workPaths } from "../../../lib/work-paths";
import {
  BookingsIcon,
  BriefsIcon,
  CalendarIcon,
  DashboardIcon,
  DocumentsIcon,
  GalleryIcon,
  MoreIcon,
  OfferingsIcon,
  PaymentsIcon,
  ProfileIcon,
  ReviewsIcon,
  TeamIcon,
} from "./nav-icons";
import styles from "./vendor-nav.module.css";

interface NavItem {
  to: string;
  label: string;
  icon: () => React.ReactElement;
  end: boolean;
  hint?: string;
  ownerOnly?: boolean;
}

/** The pages a phone's tab bar shows: what a vendor opens every day. */
const PRIMARY: readonly NavItem[] = [
  { to: paths.vendorDashboard(), label: VENDOR_NAV_COPY.dashboard, icon: DashboardIcon, end: true },
  { to: workPaths.vendorBookings(), label: VENDOR_NAV_COPY.bookings, icon: BookingsIcon, end: false },
  // Consumers' requests for proposals matched to the vendor (docs/decisions/0023).
  { to: workPaths.vendorBriefs(), label: VENDOR_NAV_COPY.requests, icon: BriefsIcon, end: false },
  { to: paths.vendorOfferings(), label: VENDOR_NAV_COPY.offerings, icon: OfferingsIcon, end: false },
];

/** The pages behind More on a phone; from 1024 px the side list shows them after the others. */
const SECONDARY: readonly NavItem[] = [
  // What shoppers wrote after their bookings, answered once (docs/decisions/0060); first, next to Bookings' side.
  { to: workPaths.vendorReviews(), label: VENDOR_NAV_COPY.reviews, icon: ReviewsIcon, end: false },
  // Booked and blocked days, and how many events a day (docs/decisions/0056).
  { to: workPaths.vendorCalendar(), label: VENDOR_NAV_COPY.calendar, icon: CalendarIcon, end: false },
  { to: paths.vendorGallery(), label: VENDOR_NAV_COPY.gallery, icon: GalleryIcon, end: false },
  // Only the owner sees the identity documents (docs/decisions/0033).
  {
    to: paths.vendorKyc(),
    label: VENDOR_NAV_COPY.documents,
    icon: DocumentsIcon,
    end: false,
    hint: VENDOR_NAV_COPY.documentsHint,
    ownerOnly: true,
  },
  { to: paths.vendorProfile(), label: VENDOR_NAV_COPY.profile, icon: ProfileIcon, end: false },
  // The people who run the business (docs/decisions/0033).
  { to: workPaths.vendorTeam(), label: VENDOR_NAV_COPY.team, icon: TeamIcon, end: false },
  // The advances paid online and where the vendor's share is paid out (docs/decisions/0051).
  { to: workPaths.vendorPayments(), label: VENDOR_NAV_COPY.payments, icon: PaymentsIcon, end: false },
];

const isAt = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The vendor area's navigation (docs/decisions/0042): on phones a bottom tab bar of four pages and More, whose list of
 * the other pages opens above the bar (a disclosure: Escape, a click outside or a page chosen closes it); from 1024 px
 * a side list of every page, where More is not shown. One list of links styled twice, so there is one navigation
 * landmark and the current page is marked with aria-current.
 */
export function VendorNav({ role = "owner" }: { role?: VendorMemberRole }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const secondary = SECONDARY.filter((item) => role === "owner" || !item.ownerOnly);
  const current = secondary.find((item) => isAt(pathname, item.to));

  // A press anywhere outside the navigation closes the list, as a tap beside a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    <nav
      ref={nav}
      className={styles.nav}
      aria-label={VENDOR_NAV_COPY.label}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        moreButton.current?.focus();
      }}
      onBlur={(event) => {
        // Tabbing out of the navigation closes the list; moving within it does not.
        if (open && !(event.relatedTarget instanceof Node && nav.current?.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <ul className={styles.navList}>
        {PRIMARY.map((item) => (
          <NavEntry key={item.to} item={item} />
        ))}
        <li className={styles.moreItem}>
          <button
            ref={moreButton}
            type="button"
            className={styles.navLink}
            aria-expanded={open}
            aria-controls={`${id}-more`}
            aria-describedby={current ? `${id}-current` : undefined}
            data-current={current ? "" : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            <MoreIcon />
            <span className={styles.navLabel}>{VENDOR_NAV_COPY.more}</span>
          </button>
          {current ? (
            <span id={`${id}-current`} hidden>
              {vendorNavCopyFor.current(current.label)}
            </span>
          ) : null}
        </li>
      </ul>
      {/* Hidden on phones until More opens it; the side list (from 1024 px) shows it whatever its state. */}
      <ul id={`${id}-more`} className={styles.moreList} hidden={!open}>
        {secondary.map((item) => (
          <NavEntry key={item.to} item={item} onChoose={() => setOpen(false)} />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({ item, onChoose }: { item: NavItem; onChoose?: () => void }) {
  const { to, label, icon: Icon, end, hint } = item;
  return (
    <li>
      <NavLink to={to} end={end} className={styles.navLink} onClick={onChoose}>
        <Icon />
        <span className={styles.navLabel}>
          {label}
          {hint ? <span className={styles.navHint}> ({hint})</span> : null}
        </span>
      </NavLink>
    </li>
  );
}
