import { Redirect, usePathname } from "expo-router";
import type { ReactNode } from "react";
import { paths } from "../navigation/paths";
import { useSession } from "./session-provider";

/**
 * The vendor's screens (docs/decisions/0071), drawn only for a signed-in vendor: anyone else is taken to 'Sign in as
 * vendor', as the web's vendor area sends a visitor to /vendor/login, and comes back to the screen after signing in
 * (an SMS's link to a booking opens that booking). Nothing draws until the kept token is read.
 */
export function VendorOnly({ children }: { children: ReactNode }) {
  const { ready, vendorSignedIn } = useSession();
  const here = usePathname();
  if (!ready) return null;
  if (!vendorSignedIn) return <Redirect href={here === paths.vendorDashboard() ? paths.vendorLogin() : paths.vendorLoginThen(here)} />;
  return <>{children}</>;
}
