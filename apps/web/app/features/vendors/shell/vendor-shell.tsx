import { useLocation } from "react-router";
import type { VendorProfile } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { TodoBanner } from "./todo-banner";
import { VendorNav } from "./vendor-nav";
import { VendorTopBar } from "./vendor-top-bar";
import { vendorTodos } from "./vendor-todos";
import styles from "./shell.module.css";

/** The to-dos a page shows in its banner: none on the dashboard (it lists them), none about the page itself. */
export function bannerTodosFor(pathname: string, profile: VendorProfile) {
  if (pathname === paths.vendorDashboard() || pathname === `${paths.vendorDashboard()}/`) return [];
  // A team member cannot open the identity documents (docs/decisions/0033): their to-do is the owner's.
  const ownerOnly = profile.role === "member" ? paths.vendorKyc() : null;
  return vendorTodos({ ...profile, profileState: profile.state }).filter(
    (todo) => !todo.link || (!pathname.startsWith(todo.link.to) && todo.link.to !== ownerOnly),
  );
}

/**
 * The vendor area around its pages (docs/decisions/0009): top bar, navigation, the to-do banner; before
 * onboarding only the top bar. The profile is the layout loader's, which reads it again on every page change
 * (routes/vendor/layout.tsx, shouldRevalidate), so KYC and gallery changes made on other screens show in the banner.
 */
export function VendorShell({ profile, children }: { profile: VendorProfile | null; children: React.ReactNode }) {
  const { pathname } = useLocation();
  // One tree for both states, so the page is not mounted again when the profile arrives after onboarding.
  return (
    <div className={styles.shell} data-vendor-shell={profile ? "" : undefined}>
      <VendorTopBar businessName={profile?.businessName ?? null} logo={profile?.logo} />
      <div className={`container ${profile ? styles.body : styles.single}`}>
        {profile ? <VendorNav role={profile.role} /> : null}
        <div className={styles.content}>
          {profile ? <TodoBanner todos={bannerTodosFor(pathname, profile)} /> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
