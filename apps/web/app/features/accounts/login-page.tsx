import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { CloseIcon } from "../../shared/ui/icons";
import { LoginFlow } from "./login-flow";
import { useRouteLoginActs } from "./use-login-acts";
import { usePhoneScrollLock } from "./use-phone-scroll-lock";
import styles from "./login-page.module.css";

/**
 * The /login page (application §2): the login flow in a card, filling the screen on phones; on completion it
 * returns to `returnTo` (/, or the page that sent the user here, such as an offering whose contact they wanted).
 * Its steps' acts go to the route's clientAction (routes/login.tsx).
 */
export function LoginPage({ returnTo = paths.home() }: { returnTo?: string }) {
  const navigate = useNavigate();
  const acts = useRouteLoginActs();
  const [done, setDone] = useState(false);
  usePhoneScrollLock(!done);

  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.bar}>
          <Link to={returnTo} className="icon-btn" aria-label={COMMON_COPY.close}>
            <CloseIcon />
          </Link>
        </div>
        <LoginFlow
          heading="h1"
          acts={acts}
          onComplete={() => {
            setDone(true);
            void navigate(returnTo, { replace: true });
          }}
        />
      </section>
    </div>
  );
}
