import type { UserType } from "@utsav/domain";

/**
 * Who is signed in, from the root loader's session (application §6): a consumer's menu offers Profile, a vendor's the
 * Vendor dashboard; null when nobody is (Login).
 */
export type SignedInAs = UserType | null;

/** What the header does with accounts: opens the login popup, the profile, and logs out. */
export interface AccountActions {
  /** Opens the login popup; without it, Login links to the /login page. */
  onLogin?: () => void;
  /** Opens a consumer's profile popup. */
  onProfile?: () => void;
  /** Ends the session of the user type that is signed in (POST /api/auth/{userType}/logout). */
  onLogout?: (userType: UserType) => void;
}
