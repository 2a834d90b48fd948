import { LegalScreen } from "../src/features/content/legal-screen";

/** /cookies: the Cookies Policy, at the web's address (docs/decisions/0066). */
export default function CookiesRoute() {
  return <LegalScreen kind="cookies" />;
}
