import { NavLink } from "react-router";
import { paths } from "../../../lib/paths";
import { VENDOR_TEAM_COPY } from "@utsav/domain/client";
import type { VendorMemberRole } from "@utsav/domain/client";
import { BookingsIcon, BriefsIcon, DashboardIcon, DocumentsIcon, GalleryIcon, OfferingsIcon, ProfileIcon, TeamIcon } from "./nav-icons";
import styles from "./shell.module.css";
import { workPaths } from "../../../lib/work-paths";

const ITEMS = [
  { to: paths.vendorDashboard(), label: "Dashboard", icon: DashboardIcon, end: true },
  { to: workPaths.vendorBookings(), label: "Bookings", icon: BookingsIcon, end: false },
  // Consumers' requests for proposals matched to the vendor (docs/decisions/0023).
  { to: workPaths.vendorBriefs(), label: "Requests", icon: BriefsIcon, end: false },
  { to: paths.vendorOfferings(), label: "Offerings", icon: OfferingsIcon, end: false },
  { to: paths.vendorGallery(), label: "Gallery", icon: GalleryIcon, end: false },
  // Only the owner sees the identity documents (docs/decisions/0033).
  { to: paths.vendorKyc(), label: "Documents", icon: DocumentsIcon, end: false, hint: "KYC", ownerOnly: true },
  { to: paths.vendorProfile(), label: "Profile", icon: ProfileIcon, end: false },
  // The people who run the business (docs/decisions/0033).
  { to: workPaths.vendorTeam(), label: VENDOR_TEAM_COPY.title, icon: TeamIcon, end: false },
] as const;

/**
 * The vendor area's navigation: a bottom tab bar on phones (thumb reach), a side list from 1024 px. One list of
 * links styled twice, so there is one navigation landmark and the current page is marked with aria-current.
 */
export function VendorNav({ role = "owner" }: { role?: VendorMemberRole }) {
  return (
    <nav className={styles.nav} aria-label="Vendor area">
      <ul className={styles.navList}>
        {ITEMS.filter((item) => role === "owner" || !("ownerOnly" in item)).map(({ to, label, icon: Icon, end, ...rest }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={styles.navLink}>
              <Icon />
              <span className={styles.navLabel}>
                {label}
                {"hint" in rest ? <span className={styles.navHint}> ({rest.hint})</span> : null}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
