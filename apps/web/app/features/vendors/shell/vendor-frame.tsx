import type { VendorProfile } from "@utsav/domain";
import { VendorQueryProvider } from "./vendor-query-provider";
import { VendorShell } from "./vendor-shell";

/**
 * The vendor area around its pages: the query cache and the shell. The layout loads it (and every page its own
 * screen) as a separate chunk, so TanStack Query and the vendor screens stay out of each route's initial
 * JavaScript (the 130 KB budget, apps/web/scripts/check-bundle.ts); the server renders them all the same.
 */
export default function VendorFrame({ profile, children }: { profile: VendorProfile | null; children: React.ReactNode }) {
  return (
    <VendorQueryProvider profile={profile}>
      <VendorShell>{children}</VendorShell>
    </VendorQueryProvider>
  );
}
