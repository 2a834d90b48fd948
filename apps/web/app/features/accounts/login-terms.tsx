import { Link } from "react-router";
import { paths } from "../../lib/paths";
import styles from "./login-flow.module.css";

/** The footer of the login steps (application §2). */
export function LoginTerms() {
  return (
    <p className={styles.terms}>
      By continuing, you agree to our <Link to={paths.terms()}>T&amp;C</Link> and <Link to={paths.privacy()}>Privacy Policy</Link>.
    </p>
  );
}
