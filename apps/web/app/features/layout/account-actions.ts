/** What the header does for a signed-in user; sign-in itself does not exist yet, so both are optional. */
export interface AccountActions {
  onProfile?: () => void;
  onLogout?: () => void;
}
