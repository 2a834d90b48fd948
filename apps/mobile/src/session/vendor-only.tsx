import { Redirect } from "expo-router";
import { pagePaths } from "@utsav/domain/shopper";
import type { ReactNode } from "react";
import { useSession } from "./session-provider";

/**
 * The vendor's screens (docs/decisions/0071), drawn only for a signed-in vendor: anyone else is taken to 'Sign in as
 * vendor', as the web's vendor area sends a visitor to /vendor/login. Nothing draws until the kept token is read.
 */
export function VendorOnly({ children }: { children: ReactNode }) {
  const { ready, vendorSignedIn } = useSession();
  if (!ready) return null;
  if (!vendorSignedIn) return <Redirect href={pagePaths.vendorLogin()} />;
  return <>{children}</>;
}
