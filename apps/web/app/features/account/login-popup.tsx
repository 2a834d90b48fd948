import { lazy, Suspense } from "react";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import type { PopupProps } from "./header-account";

const LoginModal = lazy(() => import("./login-modal"));

/**
 * The login modal (application §2), for a header that opens it from Login (today the header links to /login). Its
 * code loads the first time it opens.
 */
export function LoginPopup(props: PopupProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal {...props} />
    </Suspense>
  );
}
