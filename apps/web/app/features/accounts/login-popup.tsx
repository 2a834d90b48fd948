import { lazy, Suspense } from "react";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import type { LoginModalProps } from "./login-modal";

const LoginModal = lazy(() => import("./login-modal"));

/**
 * The login modal (application §2), opened from the header's Login and from the call sheet's View Contact. Its
 * code loads the first time it opens.
 */
export function LoginPopup(props: LoginModalProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal {...props} />
    </Suspense>
  );
}
