import { LegalScreen } from "../src/features/content/legal-screen";

/** /privacy: the Privacy Policy, at the web's address (docs/decisions/0066). */
export default function PrivacyRoute() {
  return <LegalScreen kind="privacy" />;
}
