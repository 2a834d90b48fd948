import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import { CloseIcon } from "../../shared/ui/icons";
import { LoginFlow } from "./login-flow";
import { usePhoneScrollLock } from "./use-phone-scroll-lock";
import styles from "./login-page.module.css";

/**
 * Where /login returns once signed in: its `redirect` query parameter when that is a path on this site, else /
 * (application §2). Only a single "/" followed by a path is taken: "//host" and "/\host" are read by browsers as
 * another site, and tabs or line breaks are dropped from URLs ("/\t/host" becomes "//host"), so anything with
 * them is ignored, as is anything that is not a path at all.
 */
export function returnPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith("/") || redirect.startsWith("//")) return paths.home();
  if ([...redirect].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return paths.home();
  const base = "http://same.site";
  const url = new URL(redirect, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved first: "/..//host" would become "//host" again.
  return url.origin === base && !path.startsWith("//") ? path : paths.home();
}

/**
 * The /login page (application §2): the login flow in a card, filling the screen on phones; on completion it
 * returns to `returnTo` (/, or the page that sent the user here, such as an offering whose contact they wanted).
 */
export function LoginPage({ returnTo = paths.home() }: { returnTo?: string }) {
  const navigate = useNavigate();
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
          onComplete={() => {
            setDone(true);
            void navigate(returnTo, { replace: true });
          }}
        />
      </section>
    </div>
  );
}
