import { useState } from "react";
import { ACCOUNT_COPY, BREAKPOINTS } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import type { PopupProps } from "./header-account";
import { LoginFlow } from "./login-flow";

export interface LoginModalProps extends PopupProps {
  /**
   * Called once the user is signed in: the code is verified (a new user still has onboarding ahead), before the
   * modal closes. Whoever opened the modal to carry on with something signed in (the call sheet's View Contact)
   * tells a completed sign-in from a closed one by it.
   */
  onSignedIn?: () => void;
}

/**
 * The login flow in a modal (application §2 "Login (page or modal)"): it fills the screen on phones, the page
 * behind does not scroll while it is open, and it closes on completion (application §4).
 */
export default function LoginModal({ open, onOpenChange, onSignedIn }: LoginModalProps) {
  // Read when it first opens (this module loads on that user action, never during server rendering).
  const [fullScreen] = useState(() => window.matchMedia(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`).matches);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ACCOUNT_COPY.login} hideTitle size={fullScreen ? "full" : "medium"}>
      <LoginFlow
        heading="h2"
        onStepChange={(step) => {
          if (step === "onboarding" || step === "authenticated") onSignedIn?.();
        }}
        onComplete={() => onOpenChange(false)}
      />
    </Modal>
  );
}
