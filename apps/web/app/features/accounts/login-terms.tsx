import { Link } from "react-router";
import { ACCOUNT_COPY, COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import styles from "./login-flow.module.css";

/** The footer of the login steps (application §2). */
export function LoginTerms() {
  return (
    <p className={styles.terms}>
      {ACCOUNT_COPY.agreeLead} <Link to={paths.terms()}>{ACCOUNT_COPY.terms}</Link> {ACCOUNT_COPY.agreeAnd}{" "}
      <Link to={paths.privacy()}>{COMMON_COPY.privacy}</Link>.
    </p>
  );
}
