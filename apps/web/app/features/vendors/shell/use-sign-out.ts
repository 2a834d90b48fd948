import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { UserType } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { signOut } from "../api/session";

/**
 * Signs out and goes to the vendor sign-in; the app's data is revalidated so the site header shows Login.
 * `signingOut` keeps the button disabled meanwhile. When a vendor's sign-out fails the session is still open, so the
 * page stays and `failed` says so (application §8 'Logout failed'); a consumer's failure is only logged, as the spec says.
 */
export function useSignOut(userType: UserType = "vendor", { navigateTo = paths.vendorLogin() }: { navigateTo?: string | null } = {}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setSigningOut(true);
    setFailed(false);
    try {
      const ended = await signOut(userType);
      if (!ended && userType === "vendor") {
        setFailed(true);
        return;
      }
      if (navigateTo) await navigate(navigateTo, { replace: true });
      await revalidator.revalidate();
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut: run, signingOut, failed };
}
