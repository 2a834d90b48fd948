import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../lib/paths";
import { CloseIcon } from "../../shared/ui/close-icon";
import { LoginFlow } from "./login-flow";
import { usePhoneScrollLock } from "./use-phone-scroll-lock";
import styles from "./login-page.module.css";

/**
 * The /login page (application §2): the login flow in a card, filling the screen on phones; on completion it
 * returns to /.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  usePhoneScrollLock(!done);

  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.bar}>
          <Link to={paths.home()} className="icon-btn" aria-label="Close">
            <CloseIcon />
          </Link>
        </div>
        <LoginFlow
          heading="h1"
          onComplete={() => {
            setDone(true);
            void navigate(paths.home(), { replace: true });
          }}
        />
      </section>
    </div>
  );
}
