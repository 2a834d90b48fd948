import { lazy, Suspense } from "react";
import { useRevalidator } from "react-router";
import type { UserType } from "@utsav/domain";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";

// What the header needs for a signed-in user. Kept tiny: it is part of every page's initial JavaScript, so the
// profile popup and the logout call load only when used.

const ProfileDialog = lazy(() => import("./profile-dialog"));

export interface PopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The profile popup of the header (application §2); its code loads the first time it opens. */
export function ProfilePopup(props: PopupProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialog {...props} />
    </Suspense>
  );
}

/**
 * Logout: ends the session of whoever is signed in (a consumer's or a vendor's: POST /api/auth/{userType}/logout),
 * then revalidates so the header shows Login, even when the call failed (application §8).
 */
export function useLogout() {
  const revalidator = useRevalidator();
  return (userType: UserType) => import("./api/logout").then((module) => module.logout(userType)).finally(() => revalidator.revalidate());
}
