import type { VendorProfile } from "@utsav/domain";
import { VendorShell } from "./vendor-shell";

/**
 * The vendor area around its pages: the shell, with the profile the layout's loader read (docs/decisions/0030). The
 * layout loads it (and every page its own screen) as a separate chunk, so the vendor screens stay out of each route's
 * initial JavaScript (the 130 KB budget, apps/web/scripts/check-bundle.ts); the server renders them all the same.
 */
export default function VendorFrame({ profile, children }: { profile: VendorProfile | null; children: React.ReactNode }) {
  return <VendorShell profile={profile}>{children}</VendorShell>;
}
