import { useState } from "react";
import { BREAKPOINTS } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import { LoginFlow } from "./login-flow";

/**
 * The login flow in a modal (application §2 "Login (page or modal)"): it fills the screen on phones, the page
 * behind does not scroll while it is open, and it closes on completion (application §4).
 */
export default function LoginModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Read when it first opens (this module loads on that user action, never during server rendering).
  const [fullScreen] = useState(() => window.matchMedia(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`).matches);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Login" hideTitle size={fullScreen ? "full" : "medium"}>
      <LoginFlow heading="h2" onComplete={() => onOpenChange(false)} />
    </Modal>
  );
}
