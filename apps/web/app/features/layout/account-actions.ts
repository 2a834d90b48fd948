/** What the header does with accounts: opens the login popup, the profile, and logs out. */
export interface AccountActions {
  /** Opens the login popup; without it, Login links to the /login page. */
  onLogin?: () => void;
  onProfile?: () => void;
  onLogout?: () => void;
}
